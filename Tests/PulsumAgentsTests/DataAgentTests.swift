import Foundation
import PulsumAgents
import PulsumCore
import PulsumEmbedding
import PulsumStore
import PulsumTestSupport
import Testing

@Suite("DataAgent")
struct DataAgentTests {
    @Test func folderImportSkipsWhatItCannotReadAndIsIdempotent() async throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.fixture("canonical/mixed.csv"),
                                         to: folder.appendingPathComponent("data.csv"))
        try Data("just some notes\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
        let agent = DataAgent(database: try PulsumDatabase())
        let outcomes = try await agent.ingest(paths: [folder.path])
        #expect(outcomes.count == 2)
        let summaries = outcomes.compactMap { if case let .imported(s) = $0 { s } else { nil } }
        let skipped = outcomes.compactMap { if case let .skipped(path, _) = $0 { path } else { nil } }
        #expect(summaries.map(\.added) == [5])
        #expect(skipped.map { ($0 as NSString).lastPathComponent } == ["README.txt"])
        let again = try await agent.ingest(paths: [folder.path])
        #expect(again.compactMap { if case let .imported(s) = $0 { s.added } else { nil } } == [0])
    }

    @Test func bundledSampleImportsCleanly() async throws {
        let agent = DataAgent(database: try PulsumDatabase())
        let outcomes = try await agent.ingest(paths: [TestPaths.repositoryRoot.appendingPathComponent("Data/samples").path])
        let summaries = outcomes.compactMap { if case let .imported(s) = $0 { s } else { nil } }
        #expect(!summaries.isEmpty)
        #expect(summaries.allSatisfy { $0.rejected == 0 && $0.added > 0 })
    }

    @Test func setUpScriptPinsTheSameModelHashesAsTheCode() throws {
        let manifest = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("scripts/model.sha256"),
                                  encoding: .utf8)
        let pinned = manifest.split(separator: "\n").map { line -> (String, String) in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(parts[1]), String(parts[0]))
        }
        #expect(pinned.map(\.0) == ModelFiles.pinnedSHA256.map(\.file))
        #expect(pinned.map(\.1) == ModelFiles.pinnedSHA256.map(\.sha256))
    }
}
