import Foundation
import PulsumAgents
import PulsumCore
import PulsumFiles
import PulsumIngest
import PulsumStore
import PulsumTestSupport
import Testing

/// A damaged database is refused for writing with a message naming the file and what to do,
/// and `doctor` reports damage and pending work.
@Suite("Damaged folder", .serialized)
struct DamagedFolderTests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    func folderWithData() async throws -> URL {
        let folder = try TestPaths.temporaryDirectory()
        _ = try await Orchestrator(folder: DataDirectory(url: folder)).dataAgent().ingest(paths: [sample])
        return folder
    }

    /// Overwrites the start of many B-tree pages, as a failing disk would.
    func damage(_ database: URL) throws {
        let handle = try FileHandle(forWritingTo: database)
        for page in 20..<60 {
            try handle.seek(toOffset: UInt64(page * 4096 + 8))
            handle.write(Data(repeating: 0xDE, count: 400))
        }
        try handle.close()
    }

    @Test func aDamagedDatabaseIsRefusedForWritingAndLeftAsItWas() async throws {
        let folder = try await folderWithData()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("pulsum.sqlite")
        try damage(database)
        let before = try Data(contentsOf: database)
        let agent = Orchestrator(folder: DataDirectory(url: folder)).dataAgent()
        do {
            _ = try await agent.ingest(paths: [sample])
            Issue.record("the damaged database was written")
        } catch let PulsumError.corruptFile(path, reason) {
            #expect(path == database.path)
            #expect(reason.hasPrefix("SQLite's quick_check: "))
            #expect(reason.contains("restore the file from a backup"))
            #expect(!reason.contains("\n"))
        }
        #expect(try Data(contentsOf: database) == before)
        let check = Orchestrator(folder: DataDirectory(url: folder)).checkInstallation().first { $0.name == "database" }
        #expect(check?.ok == false)
        #expect(check?.detail.contains("integrity_check") == true)
    }

    @Test func doctorReportsPendingWorkAndASoundDatabase() async throws {
        let folder = try await folderWithData()
        defer { try? FileManager.default.removeItem(at: folder) }
        func databaseCheck() -> InstallationCheck? {
            Orchestrator(folder: DataDirectory(url: folder)).checkInstallation().first { $0.name == "database" }
        }
        #expect(databaseCheck()?.ok == true)
        // A run killed after its import committed: samples of a new day, no daily metrics yet.
        let database = try PulsumDatabase(path: folder.appendingPathComponent("pulsum.sqlite").path)
        _ = try database.importFile(path: "late.csv", sha256: "late", format: "test") { tx in
            try tx.accept(Sample(metric: .steps, start: 1_720_000_000, end: 1_720_000_600, utcOffset: 0, value: 5,
                                 source: SourceRef(name: "Phone")))
        }
        let check = try #require(databaseCheck())
        #expect(!check.ok)
        #expect(check.detail == "3 day(s) wait for their daily metrics (a run was interrupted)")
        _ = try await Orchestrator(folder: DataDirectory(url: folder)).dataAgent().score(asOf: LocalDate(year: 2024, month: 7, day: 5) ?? LocalDate(dayNumber: 0))
        #expect(databaseCheck()?.ok == true)
    }

    @Test func aSoundDatabaseOpensReadOnly() async throws {
        let folder = try await folderWithData()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try PulsumDatabase(readingAt: folder.appendingPathComponent("pulsum.sqlite").path)
        #expect(try database.integrityProblem() == nil)
        #expect(try !database.dailyMetrics().isEmpty)
        #expect(throws: (any Error).self) { try database.setSetting("x", "y") }
    }
}
