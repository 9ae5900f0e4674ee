/// One search result from a matrix: the row number and its inner product with the query.
public struct SearchHit: Sendable, Hashable {
    /// Row number in the matrix (0-based).
    public let row: Int
    /// Inner product of the row and the query (cosine when both are unit length).
    public let score: Float

    /// Creates a hit.
    public init(row: Int, score: Float) {
        self.row = row
        self.score = score
    }

    /// The result order: higher score first, then lower row on equal scores (FAISS's order).
    static func ranksBefore(_ a: SearchHit, _ b: SearchHit) -> Bool {
        a.score > b.score || (a.score == b.score && a.row < b.row)
    }
}
