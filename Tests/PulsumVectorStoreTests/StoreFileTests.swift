import Foundation
import PulsumTestSupport
import Testing
@testable import PulsumVectorStore

@Suite struct StoreFileTests {
    /// A store with a few entries and payloads, saved to a fresh folder.
    func savedStore(rows: Int = 50) async throws -> (store: VectorStore, url: URL) {
        let dimension = 12
        let store = try VectorStore(dimension: dimension, model: TestVectors.model)
        let values = TestVectors.random(rows: rows, dimension: dimension, seed: 5)
        for i in 0..<rows {
            try await store.upsert(id: "entry-\(i)-é", vector: Array(values[(i * dimension)..<((i + 1) * dimension)]),
                                   payload: Data("payload \(i)".utf8))
        }
        let url = try TestPaths.temporaryDirectory("vecstore").appendingPathComponent("moments.vectors")
        try await store.save(to: url)
        return (store, url)
    }

    func expectSameContents(_ a: VectorStore, _ b: VectorStore) async {
        let ids = await a.ids
        #expect(await b.ids == ids)
        for id in ids {
            let left = await a.entry(id: id)
            let right = await b.entry(id: id)
            #expect(left?.vector == right?.vector && left?.payload == right?.payload)
        }
    }

    /// Loading must fail with `matching` and leave the file byte-for-byte as it was.
    func expectRefused(_ url: URL, model: EmbeddingModelIdentity = TestVectors.model,
                       _ matching: (VectorStoreError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try Data(contentsOf: url)
        do {
            _ = try VectorStore.load(from: url, model: model)
            Issue.record("loaded a bad file", sourceLocation: sourceLocation)
        } catch let error as VectorStoreError {
            #expect(matching(error), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains(url.path), sourceLocation: sourceLocation)
        }
        #expect(try Data(contentsOf: url) == before, sourceLocation: sourceLocation)
    }

    @Test func roundTripKeepsEverything() async throws {
        let (store, url) = try await savedStore()
        let loaded = try VectorStore.load(from: url, model: TestVectors.model)
        await expectSameContents(store, loaded)
        let query = try #require(await store.entry(id: "entry-7-é")).vector
        #expect(try await loaded.search(query, k: 3) == store.search(query, k: 3))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func emptyStoreRoundTrips() async throws {
        let url = try TestPaths.temporaryDirectory("vecstore").appendingPathComponent("empty.vectors")
        try await VectorStore(dimension: 384, model: TestVectors.model).save(to: url)
        let loaded = try VectorStore.load(from: url, model: TestVectors.model)
        #expect(await loaded.count == 0 && loaded.dimension == 384)
    }

    @Test func saveReplacesTheOldFileAndLeavesNoTemporaryFiles() async throws {
        let (store, url) = try await savedStore()
        await store.remove(id: "entry-3-é")
        try await store.save(to: url)
        #expect(try await VectorStore.load(from: url, model: TestVectors.model).count == 49)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(siblings == [url.lastPathComponent])
    }

    @Test func refusesAStoreOfAnotherModel() async throws {
        let (_, url) = try await savedStore()
        let other = EmbeddingModelIdentity(id: "all-MiniLM-L6-v2", hash: "0000")
        try expectRefused(url, model: other) {
            if case let .modelMismatch(_, found, expected) = $0 { return found == TestVectors.model && expected == other }
            return false
        }
    }

    @Test func refusesEveryTruncation() async throws {
        let (_, url) = try await savedStore(rows: 5)
        let full = try Data(contentsOf: url)
        for length in [0, 3, 8, 11, 30, 47, 64, 100, full.count / 2, full.count - 9, full.count - 1] {
            try full.prefix(length).write(to: url)
            try expectRefused(url) {
                switch $0 {
                case .truncated: true
                case .foreignFile: length == 0
                default: false
                }
            }
        }
    }

    @Test func refusesAnyFlippedByte() async throws {
        let (_, url) = try await savedStore(rows: 5)
        let full = try Data(contentsOf: url)
        // Every byte of a small file: header, matrix, records, checksum, end marker.
        for offset in 0..<full.count {
            var damaged = full
            damaged[offset] ^= 0x10
            try damaged.write(to: url)
            try expectRefused(url) {
                switch $0 {
                case .damaged, .foreignFile, .unsupportedVersion, .truncated: true
                default: false
                }
            }
        }
    }

    @Test func refusesAWellFormedFileWithARepeatedID() throws {
        let url = try TestPaths.temporaryDirectory("vecstore").appendingPathComponent("twice.vectors")
        let contents = StoreContents(dimension: 2, model: TestVectors.model, ids: ["a", "b", "a"],
                                     payloads: [Data(), Data(), Data()], matrix: [1, 0, 0, 1, 1, 0])
        try StoreFileWriter.write(contents, to: url)
        try expectRefused(url) { $0 == .damaged(path: url.path, reason: "an id appears twice") }
    }

    @Test func refusesForeignFilesAndNewerVersionsAndExtraBytes() async throws {
        let (_, url) = try await savedStore(rows: 5)
        let full = try Data(contentsOf: url)
        try Data("metric,start,end,value,unit,source\n".utf8).write(to: url)
        try expectRefused(url) { $0 == .foreignFile(path: url.path) }

        var newer = full
        newer[8] = 2
        try newer.write(to: url)
        try expectRefused(url) { $0 == .unsupportedVersion(path: url.path, found: 2, supported: 1) }

        try (full + Data([0])).write(to: url)
        try expectRefused(url) {
            if case .damaged = $0 { return true }
            return false
        }
        #expect(throws: VectorStoreError.self) {
            try VectorStore.load(from: url.appendingPathExtension("missing"), model: TestVectors.model)
        }
    }
}
