import Foundation
import PulsumEmbedding
import PulsumFiles
import PulsumSafety
import PulsumTestSupport
import PulsumVectorStore
import Testing

@testable import PulsumAgents

/// `Data/library-index.pvs` and `Data/safety/crisis-prototypes.pvs` (made by `make
/// shipped-vectors`) hold the built-in library and the crisis prototypes embedded by the pinned
/// model, so no data folder embeds them again. When an item, a prototype or the model changes,
/// this fails until the files are made again.
@Suite("Shipped vectors")
struct ShippedVectorsTests {
    static let checkout = [ShareFolder(url: TestPaths.repositoryRoot, origin: .checkout)]

    /// The entries each shipped file must cover: the built-in library's items, the prototypes.
    static func entries(of file: ShippedFile) throws -> [EmbeddingIndex.Entry] {
        if file == .libraryVectors {
            let nowhere = DataDirectory(url: URL(fileURLWithPath: "/nonexistent/pulsum-shipped-vectors"))
            let library = try Orchestrator(folder: nowhere, shareFolders: checkout).library()
            return library.items.map { EmbeddingIndex.Entry(id: $0.id, text: $0.searchText) }
        }
        let prototypes = try CrisisPrototypes.load(from: ShareFolder.locate(.crisisPrototypes, in: checkout))
        return prototypes.map { EmbeddingIndex.Entry(id: $0.id, text: $0.text) }
    }

    @Test(arguments: [ShippedFile.libraryVectors, .prototypeVectors])
    func theyCoverEveryEntryAndAreWhatTheModelGives(file: ShippedFile) async throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let embedder = try MiniLMEmbedder.load(from: ModelFiles(directory: TestPaths.modelDirectory))
        let entries = try Self.entries(of: file)
        let model = EmbeddingModelIdentity(id: embedder.modelID, hash: Orchestrator.modelHash)
        let cache = folder.appendingPathComponent("index.pvs")

        let synced = try await EmbeddingIndex.open(at: cache, entries: entries, embedder: embedder, model: model, persist: true,
                                                   seed: ShareFolder.locate(file, in: Self.checkout))
        #expect(synced.embedded == 0, "\(file.rawValue) is stale: run `make shipped-vectors`")
        #expect(synced.removed == 0, "\(file.rawValue) holds entries that are gone: run `make shipped-vectors`")
        #expect(!FileManager.default.fileExists(atPath: cache.path), "nothing changed, so no cache is written")

        let shipped = await EmbeddingIndex.vectors(of: entries, in: synced.store)
        let fresh = try embedder.embed(entries.map(\.text))
        #expect(shipped.count == entries.count)
        for (index, (stored, computed)) in zip(shipped, fresh).enumerated() {
            let cosine = zip(stored, computed).reduce(Float(0)) { $0 + $1.0 * $1.1 }
            #expect(cosine > 0.999_99, "\(entries[index].id): cosine \(cosine)")
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
