import Foundation
import PulsumEmbedding
import PulsumTestSupport
import PulsumVectorStore
import Testing

@testable import PulsumAgents

@Suite("EmbeddingIndex")
struct EmbeddingIndexTests {
    @Test func reembedsOnlyWhatChangedAndRebuildsForAnotherModel() async throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("index.pvs")
        let model = EmbeddingModelIdentity(id: "counting-test-model", hash: "h1")
        let entries = [EmbeddingIndex.Entry(id: "a", text: "breathe out slowly"),
                       EmbeddingIndex.Entry(id: "b", text: "walk for ten minutes"),
                       EmbeddingIndex.Entry(id: "c", text: "drink a glass of water")]

        let first = CountingEmbedder()
        let built = try await EmbeddingIndex.open(at: url, entries: entries, embedder: first, model: model)
        #expect(built.embedded == 3 && first.embedded.count == 3)

        let unchanged = CountingEmbedder()
        let reopened = try await EmbeddingIndex.open(at: url, entries: entries, embedder: unchanged, model: model)
        #expect(reopened.embedded == 0 && unchanged.embedded.isEmpty)

        var edited = entries
        edited[1].text = "walk for twenty minutes"
        edited.remove(at: 2)
        let editing = CountingEmbedder()
        let synced = try await EmbeddingIndex.open(at: url, entries: edited, embedder: editing, model: model)
        #expect(editing.embedded == ["walk for twenty minutes"])
        #expect(synced.removed == 1)
        #expect(await synced.store.count == 2)

        let otherModel = CountingEmbedder()
        let rebuilt = try await EmbeddingIndex.open(at: url, entries: edited, embedder: otherModel,
                                                    model: EmbeddingModelIdentity(id: "counting-test-model", hash: "h2"))
        #expect(rebuilt.embedded == 2 && otherModel.embedded.count == 2)
    }
}
