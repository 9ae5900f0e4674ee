import Foundation
import PulsumAgents
import PulsumCore
import PulsumIngest
import PulsumStore
import PulsumTestSupport
import Testing

@Suite("Ingesting vendor export folders")
struct VendorFolderIngestTests {
    /// Copies a few vendor fixtures and an unreadable note into one export-like folder.
    static func makeExportFolder() throws -> URL {
        let folder = try TestPaths.temporaryDirectory("pulsum-vendor-folder")
        let nested = folder.appendingPathComponent("DI_CONNECT/DI-Connect-Aggregator")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let copies = [
            ("vendors/whoop/sleeps.csv", folder.appendingPathComponent("sleeps.csv")),
            ("vendors/fitbit/sleep-2020-01-01.json", folder.appendingPathComponent("sleep-2020-01-01.json")),
            ("vendors/garmin/UDSFile_2024-01-01_2024-01-03.json", nested.appendingPathComponent("UDSFile_2024-01-01_2024-01-03.json")),
        ]
        for (fixture, target) in copies {
            try FileManager.default.copyItem(at: TestPaths.fixture(fixture), to: target)
        }
        try Data("notes, not data\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
        return folder
    }

    @Test("a folder imports what it can read, lists what it skipped, and re-imports add nothing")
    func folder() async throws {
        let folder = try Self.makeExportFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try PulsumDatabase()
        let agent = DataAgent(database: database)
        let options = IngestOptions(fallbackUTCOffset: { _ in 3600 })
        let outcomes = try await agent.ingest(paths: [folder.path], options: options)
        var formats: [String] = []
        var skipped: [String] = []
        var added = 0
        for outcome in outcomes {
            switch outcome {
            case let .imported(summary):
                formats.append(summary.format)
                added += summary.added
            case let .skipped(path, _):
                skipped.append(String(path.split(separator: "/").last ?? ""))
            case let .failed(path, reason):
                Issue.record("\(path) failed: \(reason)")
            }
        }
        #expect(formats.sorted() == ["fitbit-sleep-json", "garmin-json", "whoop-csv"])
        #expect(skipped == ["README.txt"])
        let counts = try database.counts()
        // WHOOP: 1 breathing rate + 3 sleep totals; Garmin: 1 steps + 2 resting HR; Fitbit: 7 segments.
        #expect(counts.samples == 7 && counts.segments == 7)
        #expect(added == 14)
        let again = try await agent.ingest(paths: [folder.path], options: options)
        let addedAgain = again.reduce(0) { total, outcome in
            if case let .imported(summary) = outcome { return total + summary.added }
            return total
        }
        #expect(addedAgain == 0)
        #expect(try database.counts() == counts)
    }
}
