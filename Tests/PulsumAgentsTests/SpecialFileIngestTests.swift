import Foundation
import PulsumAgents
import PulsumCore
import PulsumStore
import PulsumTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// An export folder with a FIFO in it imports the rest and lists the FIFO as skipped (it once
/// hung `ingest` forever).
@Suite("Special files in an export folder")
struct SpecialFileIngestTests {
    @Test func aFIFOIsListedAsSkippedAndTheRestImported() async throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.fixture("canonical/mixed.csv"), to: folder.appendingPathComponent("a.csv"))
        #expect(mkfifo(folder.appendingPathComponent("b-pipe").path, 0o600) == 0)
        let outcomes = try await DataAgent(database: try PulsumDatabase()).ingest(paths: [folder.path])
        #expect(outcomes.compactMap { if case let .imported(s) = $0 { s.added } else { nil } } == [5])
        #expect(outcomes.compactMap { if case let .skipped(path, reason) = $0 { "\((path as NSString).lastPathComponent): \(reason)" } else { nil } }
            == ["b-pipe: a FIFO (named pipe), never opened"])
    }
}
