import Foundation

/// The all-MiniLM-L6-v2 tokenizer: BERT uncased WordPiece, reproducing the model's own
/// `tokenizer.json` token for token (normalisation, pre-tokenisation, WordPiece, then
/// `[CLS] … [SEP]`, truncated to ``maximumLength`` ids as sentence-transformers does).
public struct BertTokenizer: Sendable {
    private let wordPiece: WordPiece
    /// Id of `[CLS]`, which starts every sequence.
    public let classifierID: Int32
    /// Id of `[SEP]`, which ends every sequence.
    public let separatorID: Int32
    /// Id of `[UNK]`.
    public var unknownID: Int32 { wordPiece.unknownID }
    /// Number of tokens in the vocabulary.
    public var vocabularySize: Int { wordPiece.vocabulary.count }
    /// Most ids in one sequence, `[CLS]` and `[SEP]` included (sentence-transformers' max_seq_length).
    public let maximumLength: Int

    /// Reads `vocab.txt`.
    ///
    /// - Throws: ``EmbeddingError/modelFileInvalid(path:reason:)`` when the file cannot be read or
    ///   lacks `[CLS]`, `[SEP]` or `[UNK]`.
    public init(vocabularyURL url: URL, maximumLength: Int = 256) throws(EmbeddingError) {
        let vocabulary = try WordPieceVocabulary.load(from: url)
        func special(_ token: String) throws(EmbeddingError) -> Int32 {
            guard let id = vocabulary.id(token) else { throw .modelFileInvalid(path: url.path, reason: "it has no \(token) token") }
            return id
        }
        wordPiece = WordPiece(vocabulary: vocabulary, unknownID: try special("[UNK]"))
        classifierID = try special("[CLS]")
        separatorID = try special("[SEP]")
        self.maximumLength = max(2, maximumLength)
    }

    /// The token ids of `text`: `[CLS]`, at most `maximumLength - 2` word pieces, `[SEP]`.
    public func encode(_ text: String) -> [Int32] {
        var ids: [Int32] = [classifierID]
        let limit = maximumLength - 1
        for word in BertPreTokenizer.split(BertNormalizer.normalize(text)) {
            wordPiece.append(word, to: &ids)
            if ids.count >= limit { break }
        }
        if ids.count > limit { ids.removeLast(ids.count - limit) }
        ids.append(separatorID)
        return ids
    }
}
