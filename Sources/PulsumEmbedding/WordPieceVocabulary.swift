import Foundation

/// A WordPiece vocabulary: token → id, with tokens compared as exact UTF-8 bytes (Swift `String`
/// equality would treat canonically equivalent spellings, such as composed and decomposed
/// Hangul, as equal; the reference tokenizer does not).
struct WordPieceVocabulary: Sendable {
    private let ids: [[UInt8]: Int32]
    /// Number of lines (ids run from 0 to `count - 1`).
    let count: Int

    /// Parses `vocab.txt`: one token per line, the line number (from 0) is its id, trailing
    /// whitespace is not part of the token.
    init(vocabTxt bytes: Data) {
        var ids: [[UInt8]: Int32] = [:]
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        ids.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            var token = Array(line)
            while let last = token.last, last == 0x20 || last == 0x09 || last == 0x0D || last == 0x0B || last == 0x0C {
                token.removeLast()
            }
            ids[token] = Int32(index)
        }
        self.ids = ids
        count = lines.count
    }

    /// Reads `vocab.txt` at `url`.
    static func load(from url: URL) throws(EmbeddingError) -> WordPieceVocabulary {
        do {
            return WordPieceVocabulary(vocabTxt: try Data(contentsOf: url))
        } catch {
            throw .modelFileInvalid(path: url.path, reason: "cannot read it: \(error.localizedDescription)")
        }
    }

    /// The id of the token spelled by `utf8`, if it is in the vocabulary.
    func id(utf8: [UInt8]) -> Int32? { ids[utf8] }

    /// The id of `token`, if it is in the vocabulary.
    func id(_ token: String) -> Int32? { ids[Array(token.utf8)] }
}
