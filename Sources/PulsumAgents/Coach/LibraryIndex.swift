import Crypto
import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumRanking
import PulsumVectorStore

/// The micro-moment library's embeddings, kept in a vector store file and brought up to date
/// with the library and the model on open.
///
/// Each row's payload is the SHA-256 of the text that was embedded, so an edited item is
/// re-embedded, a removed one dropped and a new one added; a store built with another model is
/// rebuilt from scratch. The file is saved (atomically) only when something changed.
enum LibraryIndex {
    /// What opening the index did.
    struct Sync: Sendable {
        var store: VectorStore
        var embedded: Int
        var removed: Int
    }

    /// Loads (or creates) the index at `url` and syncs it with `library`.
    static func open(at url: URL, library: MicroMomentLibrary, embedder: any TextEmbedder,
                     model: EmbeddingModelIdentity) async throws -> Sync {
        let store: VectorStore
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                store = try VectorStore.load(from: url, model: model)
            } catch VectorStoreError.modelMismatch {
                store = try VectorStore(dimension: embedder.dimension, model: model)
            }
        } else {
            store = try VectorStore(dimension: embedder.dimension, model: model)
        }
        var stale: [MicroMoment] = []
        for item in library.items {
            let fingerprint = Self.fingerprint(item.searchText)
            if await store.entry(id: item.id)?.payload != fingerprint { stale.append(item) }
        }
        let wanted = Set(library.items.map(\.id))
        var removed = 0
        for id in await store.ids where !wanted.contains(id) {
            if await store.remove(id: id) { removed += 1 }
        }
        if !stale.isEmpty {
            let vectors = try embedder.embed(stale.map(\.searchText))
            for (item, vector) in zip(stale, vectors) {
                try await store.upsert(id: item.id, vector: vector, payload: fingerprint(item.searchText))
            }
        }
        if !stale.isEmpty || removed > 0 { try await store.save(to: url) }
        return Sync(store: store, embedded: stale.count, removed: removed)
    }

    static func fingerprint(_ text: String) -> Data { Data(SHA256.hash(data: Data(text.utf8))) }
}
