import Crypto
import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumVectorStore

/// Embeddings of a fixed list of texts (the micro-moment library, the crisis prototypes), kept
/// in a vector store file and brought up to date with the list and the model on open, so a
/// process pays for inference only when something changed.
///
/// Each row's payload is the SHA-256 of the text that was embedded, so an edited entry is
/// re-embedded, a removed one dropped and a new one added; a store built with another model is
/// rebuilt from scratch. The file is saved (atomically) only when something changed.
enum EmbeddingIndex {
    /// One text to keep embedded, under a stable id.
    struct Entry: Sendable {
        var id: String
        var text: String
    }

    /// What opening the index did.
    struct Sync: Sendable {
        var store: VectorStore
        var embedded: Int
        var removed: Int
    }

    /// Loads the index at `url` (else the shipped `seed`, else an empty one; a file built with
    /// another model is passed over) and syncs it with `entries`; saves it to `url` when
    /// something changed and `persist` is set (only a lock holder may write it).
    static func open(at url: URL, entries: [Entry], embedder: any TextEmbedder, model: EmbeddingModelIdentity,
                     persist: Bool = true, seed: URL? = nil) async throws -> Sync {
        var loaded: VectorStore?
        for file in [url, seed].compactMap({ $0 }) where loaded == nil && FileManager.default.fileExists(atPath: file.path) {
            do {
                loaded = try VectorStore.load(from: file, model: model)
            } catch VectorStoreError.modelMismatch {
                continue
            }
        }
        let store = try loaded ?? VectorStore(dimension: embedder.dimension, model: model)
        var stale: [Entry] = []
        for entry in entries where await store.entry(id: entry.id)?.payload != fingerprint(entry.text) {
            stale.append(entry)
        }
        let wanted = Set(entries.map(\.id))
        var removed = 0
        for id in await store.ids where !wanted.contains(id) {
            if await store.remove(id: id) { removed += 1 }
        }
        if !stale.isEmpty {
            let vectors = try embedder.embed(stale.map(\.text))
            for (entry, vector) in zip(stale, vectors) {
                try await store.upsert(id: entry.id, vector: vector, payload: fingerprint(entry.text))
            }
        }
        if persist, !stale.isEmpty || removed > 0 { try await store.save(to: url) }
        return Sync(store: store, embedded: stale.count, removed: removed)
    }

    /// The vectors of `entries` in order, from a synced index.
    static func vectors(of entries: [Entry], in store: VectorStore) async -> [[Float]] {
        var vectors: [[Float]] = []
        for entry in entries { if let row = await store.entry(id: entry.id) { vectors.append(row.vector) } }
        return vectors
    }

    static func fingerprint(_ text: String) -> Data { Data(SHA256.hash(data: Data(text.utf8))) }
}
