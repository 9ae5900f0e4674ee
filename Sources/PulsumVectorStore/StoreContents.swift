import Foundation

/// Everything a store file holds, as plain values: what ``VectorStore`` saves and loads.
struct StoreContents: Sendable, Equatable {
    var dimension: Int
    var model: EmbeddingModelIdentity
    var ids: [String]
    var payloads: [Data]
    /// `ids.count` rows of `dimension` floats, row-major.
    var matrix: [Float]
}
