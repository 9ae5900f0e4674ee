import Foundation
import PulsumEmbedding
import PulsumFiles
import PulsumSafety
import PulsumTestSupport
import PulsumVectorStore
import Testing

@testable import PulsumAgents

/// `Data/safety/crisis-prototypes.pvs` (made by `make safety-prototype-vectors`) holds every
/// shipped prototype embedded by the pinned model, so a cold `pulsum safety` in a new or
/// read-only folder embeds only its own text. When a prototype or the model changes, this fails
/// until the file is made again.
@Suite("Shipped prototype vectors")
struct ShippedPrototypeVectorsTests {
    static let checkout = [ShareFolder(url: TestPaths.repositoryRoot, origin: .checkout)]

    @Test func theyCoverEveryPrototypeAndAreWhatTheModelGives() async throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let embedder = try MiniLMEmbedder.load(from: ModelFiles(directory: TestPaths.modelDirectory))
        let prototypes = try CrisisPrototypes.load(from: ShareFolder.locate(.crisisPrototypes, in: Self.checkout))
        let entries = prototypes.map { EmbeddingIndex.Entry(id: $0.id, text: $0.text) }
        let model = EmbeddingModelIdentity(id: embedder.modelID, hash: Orchestrator.modelHash)
        let cache = folder.appendingPathComponent("crisis-prototypes.pvs")

        let synced = try await EmbeddingIndex.open(at: cache, entries: entries, embedder: embedder, model: model, persist: true,
                                                   seed: ShareFolder.locate(.prototypeVectors, in: Self.checkout))
        #expect(synced.embedded == 0, "stale: run `make safety-prototype-vectors`")
        #expect(synced.removed == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.path), "nothing changed, so no cache is written")

        let shipped = await EmbeddingIndex.vectors(of: entries, in: synced.store)
        let fresh = try embedder.embed(prototypes.map(\.text))
        #expect(shipped.count == prototypes.count)
        for (index, (stored, computed)) in zip(shipped, fresh).enumerated() {
            let cosine = zip(stored, computed).reduce(Float(0)) { $0 + $1.0 * $1.1 }
            #expect(cosine > 0.999_99, "prototype \(prototypes[index].id): cosine \(cosine)")
        }
    }

    @Test func aCacheOfTheFolderWinsAndAnEditedPrototypeIsEmbeddedAgain() async throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = EmbeddingModelIdentity(id: "counting-test-model", hash: "h1")
        let seed = folder.appendingPathComponent("seed.pvs")
        let cache = folder.appendingPathComponent("cache.pvs")
        let entries = [EmbeddingIndex.Entry(id: "a", text: "one"), EmbeddingIndex.Entry(id: "b", text: "two")]
        _ = try await EmbeddingIndex.open(at: seed, entries: entries, embedder: CountingEmbedder(), model: model)

        var edited = entries
        edited[1].text = "two, edited"
        let editing = CountingEmbedder()
        let synced = try await EmbeddingIndex.open(at: cache, entries: edited, embedder: editing, model: model, seed: seed)
        #expect(editing.embedded == ["two, edited"], "only the edited entry is embedded; the seed gives the other")
        #expect(FileManager.default.fileExists(atPath: cache.path))

        let again = CountingEmbedder()
        _ = try await EmbeddingIndex.open(at: cache, entries: edited, embedder: again, model: model, seed: seed)
        #expect(again.embedded.isEmpty, "the folder's cache is read before the seed")

        let otherModel = CountingEmbedder()
        let rebuilt = try await EmbeddingIndex.open(at: folder.appendingPathComponent("none.pvs"), entries: entries,
                                                    embedder: otherModel, model: EmbeddingModelIdentity(id: "counting-test-model", hash: "h2"),
                                                    seed: seed)
        #expect(rebuilt.embedded == 2, "a seed made by another model is passed over")
        #expect(synced.removed == 0)
    }
}
