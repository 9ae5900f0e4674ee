import PulsumVectorStore

/// A row-major float32 matrix: `count` rows of `dimension` values.
public struct VectorMatrix: Sendable, Equatable {
    /// Values per row.
    public let dimension: Int
    /// All values, row after row.
    public let values: [Float]

    /// Number of rows.
    public var count: Int { values.count / dimension }

    /// Wraps `values`, whose length must be a multiple of `dimension`.
    public init(dimension: Int, values: [Float]) throws {
        guard dimension >= 1, values.count % dimension == 0 else {
            throw VectorStoreError.invalidArgument(name: "dimension",
                                                   reason: "\(values.count) values are not whole rows of \(dimension)")
        }
        self.dimension = dimension
        self.values = values
    }

    /// Rows `range` as one flat array.
    public func rows(_ range: Range<Int>) -> ArraySlice<Float> {
        values[(range.lowerBound * dimension)..<(range.upperBound * dimension)]
    }
}
