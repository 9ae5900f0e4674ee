import Foundation

/// Everything a store file holds, as plain values: what ``VectorStore`` saves and loads.
struct StoreContents: Sendable, Equatable {
    var dimension: Int
    var model: EmbeddingModelIdentity
    var ids: [String]
    var payloads: [Data]
    /// `ids.count` rows of `dimension` floats, row-major.
    var matrix: [Float]

    /// Each id's row, or `nil` when an id appears twice (a damaged file).
    func rowIndex() -> [String: Int]? {
        var rows = [String: Int](minimumCapacity: ids.count)
        for (row, id) in ids.enumerated() where rows.updateValue(row, forKey: id) != nil { return nil }
        return rows
    }
}
