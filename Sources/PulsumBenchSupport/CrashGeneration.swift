import Foundation
import PulsumVectorStore

/// The two halves of the vector store's crash-safety proof (`Benchmarks/vectors/crash_safety.py`):
/// a writer that saves a known "generation" of a store and may be killed at any moment, and a
/// checker that loads the file and says which generation it holds, comparing every byte of
/// content with a freshly built copy (`pulsum-bench store-crash-writer` and `store-crash-check`).
public enum CrashGeneration {
    /// The model identity every generation is saved under.
    public static let model = EmbeddingModelIdentity(id: "crash-test", hash: "generation-content")

    /// Generation `g`: `rows + g % 7` entries with vectors and payloads derived from `g`.
    public static func build(generation g: Int, rows: Int, dimension: Int) async throws -> VectorStore {
        let store = try VectorStore(dimension: dimension, model: model)
        for i in 0..<(rows + g % 7) {
            let vector = (0..<dimension).map { j -> Float in
                let mixed: Int = (g &* 7919 &+ i &* 104_729 &+ j &* 31) % 2001 - 1000
                let offset: Float = j == 0 ? 2 : 0
                return Float(mixed) / 1000 + offset
            }
            try await store.upsert(id: "row-\(i)", vector: vector, payload: Data("generation \(g) row \(i)".utf8))
        }
        return store
    }

    /// The generation a loaded store claims (from row 0's payload).
    public static func claimedGeneration(_ store: VectorStore) async -> Int? {
        guard let payload = await store.entry(id: "row-0")?.payload,
              let text = String(data: payload, encoding: .utf8), text.hasPrefix("generation ")
        else { return nil }
        return text.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
