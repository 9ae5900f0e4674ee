/// Greedy longest-match-first WordPiece over one pre-tokenized word, as BERT does it: pieces after
/// the first carry the `##` prefix; a word longer than ``maximumWordLength`` scalars, or with a
/// part no vocabulary entry matches, becomes a single unknown token.
struct WordPiece: Sendable {
    let vocabulary: WordPieceVocabulary
    let unknownID: Int32
    /// Longest word (in Unicode scalars) that is split rather than mapped to the unknown token.
    static let maximumWordLength = 100
    private static let continuationPrefix: [UInt8] = Array("##".utf8)

    /// Appends the ids of `word`'s pieces to `ids`.
    func append(_ word: ArraySlice<Unicode.Scalar>, to ids: inout [Int32]) {
        guard word.count <= Self.maximumWordLength else {
            ids.append(unknownID)
            return
        }
        var utf8: [UInt8] = []
        var boundaries = [0]
        for scalar in word {
            UTF8.encode(scalar) { utf8.append($0) }
            boundaries.append(utf8.count)
        }
        var pieces: [Int32] = []
        var start = 0
        while start < word.count {
            var end = word.count
            var match: Int32?
            while start < end {
                let bytes = utf8[boundaries[start]..<boundaries[end]]
                match = vocabulary.id(utf8: start == 0 ? Array(bytes) : Self.continuationPrefix + bytes)
                if match != nil { break }
                end -= 1
            }
            guard let id = match else {
                ids.append(unknownID)
                return
            }
            pieces.append(id)
            start = end
        }
        ids.append(contentsOf: pieces)
    }
}
