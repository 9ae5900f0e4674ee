import Foundation
import PulsumLinearAlgebra

/// One search result from a ``VectorStore``: the entry's id, its cosine similarity to the
/// query, and the payload stored with it.
public struct VectorMatch: Sendable, Hashable {
    /// The entry's id.
    public let id: String
    /// Cosine similarity in [-1, 1] (rows and queries are unit length).
    public let score: Float
    /// The small payload stored with the entry.
    public let payload: Data
}

/// An in-memory store of unit-length float32 vectors with string ids and small payloads,
/// searched exactly with BLAS and saved to a crash-safe, checksummed file.
///
/// - Vectors are L2-normalised on the way in (and queries before a search), so scores are
///   cosine similarities. Results equal brute force (FAISS `IndexFlatIP` on the normalised
///   rows): best first, ties to the row stored first.
/// - Row order is insertion order; ``remove(id:)`` moves the last row into the freed slot, so
///   ties stay deterministic for a given history and file.
/// - The actor serialises mutations and searches: a search always sees a consistent store.
public actor VectorStore {
    /// Length of every vector.
    public nonisolated let dimension: Int
    /// The embedding model whose vectors this store holds (recorded in the file).
    public nonisolated let model: EmbeddingModelIdentity
    /// Threads one search may use (rows split across them); BLAS runs single-threaded inside.
    public nonisolated let searchThreads: Int

    private var contents: StoreContents
    private var rowByID: [String: Int]

    /// An empty store.
    public init(dimension: Int, model: EmbeddingModelIdentity, searchThreads: Int = 1) throws {
        guard dimension >= 1, dimension <= StoreFileLayout.maxDimension else {
            throw VectorStoreError.invalidArgument(name: "dimension", reason: "must be in 1...\(StoreFileLayout.maxDimension)")
        }
        try self.init(contents: StoreContents(dimension: dimension, model: model, ids: [], payloads: [], matrix: []),
                      rowByID: [:], searchThreads: searchThreads)
    }

    private init(contents: StoreContents, rowByID: [String: Int], searchThreads: Int) throws {
        guard searchThreads >= 1 else { throw VectorStoreError.invalidArgument(name: "searchThreads", reason: "must be at least 1") }
        self.dimension = contents.dimension
        self.model = contents.model
        self.searchThreads = searchThreads
        self.contents = contents
        self.rowByID = rowByID
    }

    /// Loads a store saved by ``save(to:)``, validating everything first (magic, version,
    /// header checksum, model identity, exact length, whole-file checksum, records).
    ///
    /// - Throws: ``VectorStoreError`` naming the file when it is missing, foreign, from another
    ///   format version, truncated, damaged, or built with another model. The file is never
    ///   modified.
    public static func load(from url: URL, model: EmbeddingModelIdentity, searchThreads: Int = 1) throws -> VectorStore {
        let contents = try StoreFileReader.read(url, expecting: model)
        guard let rowByID = contents.rowIndex() else {
            throw VectorStoreError.damaged(path: url.path, reason: "an id appears twice")
        }
        return try VectorStore(contents: contents, rowByID: rowByID, searchThreads: searchThreads)
    }

    /// Saves the store crash-safely: afterwards `url` holds the new store; after a crash at any
    /// moment it holds the complete old file or the complete new one.
    public func save(to url: URL) throws {
        try StoreFileWriter.write(contents, to: url)
    }

    /// Number of entries.
    public var count: Int { contents.ids.count }

    /// Whether an entry with this id exists.
    public func contains(id: String) -> Bool { rowByID[id] != nil }

    /// All ids, in row order.
    public var ids: [String] { contents.ids }

    /// The stored (normalised) vector and payload of an entry, or `nil`.
    public func entry(id: String) -> (vector: [Float], payload: Data)? {
        guard let row = rowByID[id] else { return nil }
        return (Array(contents.matrix[(row * dimension)..<((row + 1) * dimension)]), contents.payloads[row])
    }

    /// Inserts an entry, or replaces the vector and payload of the entry with this id.
    ///
    /// - Throws: ``VectorStoreError`` for a wrong length, a zero or non-finite vector, an empty
    ///   or over-long id (over 1,024 UTF-8 bytes) or an over-long payload (over 1 MiB).
    public func upsert(id: String, vector: [Float], payload: Data = Data()) throws {
        try validate(id: id, payload: payload)
        let unit = try normalized(vector)
        if let row = rowByID[id] {
            contents.matrix.replaceSubrange((row * dimension)..<((row + 1) * dimension), with: unit)
            contents.payloads[row] = payload
        } else {
            rowByID[id] = contents.ids.count
            contents.ids.append(id)
            contents.payloads.append(payload)
            contents.matrix.append(contentsOf: unit)
        }
    }

    /// Removes an entry; returns whether it existed. The last row moves into its slot.
    @discardableResult
    public func remove(id: String) -> Bool {
        guard let row = rowByID.removeValue(forKey: id) else { return false }
        let last = contents.ids.count - 1
        if row != last {
            let moved = contents.ids[last]
            contents.ids[row] = moved
            contents.payloads[row] = contents.payloads[last]
            for j in 0..<dimension { contents.matrix[row * dimension + j] = contents.matrix[last * dimension + j] }
            rowByID[moved] = row
        }
        contents.ids.removeLast()
        contents.payloads.removeLast()
        contents.matrix.removeLast(dimension)
        return true
    }

    /// The `k` entries most similar to `query` (normalised first), best first.
    public func search(_ query: [Float], k: Int) throws -> [VectorMatch] {
        try search(batch: [query], k: k)[0]
    }

    /// The `k` best entries for each query, scored in one `sgemm` per block of rows.
    public func search(batch queries: [[Float]], k: Int) throws -> [[VectorMatch]] {
        guard !queries.isEmpty else { return [] }
        var flat: [Float] = []
        flat.reserveCapacity(queries.count * dimension)
        for query in queries { flat.append(contentsOf: try normalized(query)) }
        let hits = try ExactSearch.search(matrix: contents.matrix, dimension: dimension, queries: flat, k: k,
                                          threads: searchThreads)
        return hits.map { row in
            row.map { VectorMatch(id: contents.ids[$0.row], score: $0.score, payload: contents.payloads[$0.row]) }
        }
    }

    private func validate(id: String, payload: Data) throws {
        guard !id.isEmpty else { throw VectorStoreError.invalidEntry(id: id, reason: "the id is empty") }
        guard id.utf8.count <= StoreFileLayout.maxIDBytes else {
            throw VectorStoreError.invalidEntry(id: id, reason: "the id is longer than \(StoreFileLayout.maxIDBytes) bytes")
        }
        guard payload.count <= StoreFileLayout.maxPayloadBytes else {
            throw VectorStoreError.invalidEntry(id: id, reason: "the payload is larger than \(StoreFileLayout.maxPayloadBytes) bytes")
        }
    }

    /// `vector / ‖vector‖₂`, after checking its length and values.
    private func normalized(_ vector: [Float]) throws -> [Float] {
        guard vector.count == dimension else { throw VectorStoreError.dimensionMismatch(expected: dimension, actual: vector.count) }
        guard vector.allSatisfy(\.isFinite) else { throw VectorStoreError.invalidVector(reason: "it has NaN or infinite values") }
        let norm = BLAS.snrm2(vector)
        guard norm > 0, norm.isFinite else { throw VectorStoreError.invalidVector(reason: "it is all zeros") }
        return vector.map { $0 / norm }
    }
}
