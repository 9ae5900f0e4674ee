import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum CLI")
struct CLITests {
    @Test func ingestTwiceAddsNothingTheSecondTimeAndKeepsTheJSONContract() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let sample = TestPaths.fixture("canonical/mixed.csv").path
        let first = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, sample])
        #expect(first.status == 0, "\(first.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? Int == 5)
        #expect(report["rejected"] as? Int == 6)
        let file = try #require((report["files"] as? [[String: Any]])?.first)
        for key in ["path", "format", "records", "added", "duplicates", "rejected", "skipped"] {
            #expect(file[key] != nil, "missing \(key)")
        }
        let second = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, sample])
        let again = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        #expect(again["added"] as? Int == 0)
    }

    @Test func strictStopsWithTheLocationOfTheBadRow() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try PulsumProcess.run(["ingest", "--strict", "--data-dir", home.path,
                                            TestPaths.fixture("canonical/mixed.csv").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("canonical/mixed.csv:6:value"))
    }

    @Test func unknownFileIsAClearErrorAndUnknownTimeZoneAUsageError() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let notes = home.appendingPathComponent("notes.txt")
        try Data("hello\n".utf8).write(to: notes)
        let unknown = try PulsumProcess.run(["ingest", "--data-dir", home.path, notes.path])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("not a format Pulsum recognises"))
        let badZone = try PulsumProcess.run(["ingest", "--timezone", "Mars/Olympus", "--data-dir", home.path, notes.path])
        #expect(badZone.status == 64)
        #expect(badZone.stderr.contains("unknown time zone"))
    }

    @Test func errorLinesRedactPersonalIdentifiers() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let named = home.appendingPathComponent("jane.doe@example.com steps 415-555-0132.txt")
        try Data("hello\n".utf8).write(to: named)
        let result = try PulsumProcess.run(["ingest", "--data-dir", home.path, named.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[email]") && result.stderr.contains("[phone]"), "\(result.stderr)")
        #expect(!result.stderr.contains("jane.doe") && !result.stderr.contains("555-0132"))
        #expect(result.stderr.contains("not a format Pulsum recognises"))
    }

    @Test func doctorReportsEachCheckAsJSON() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try PulsumProcess.run(["doctor", "--json", "--data-dir", home.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let names = (report["checks"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["blas", "threads", "sqlite", "files", "model", "coaching", "data", "database", "encryption"])
        let allOK = (report["checks"] as? [[String: Any]])?.allSatisfy { $0["ok"] as? Bool == true } ?? false
        #expect(result.status == (allOK ? 0 : 1))
    }

    @Test func helpListsOnlyWorkingCommands() throws {
        let result = try PulsumProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("doctor"))
        #expect(result.stdout.contains("ingest"))
    }
}

@Suite("pulsum ingest of a folder with a damaged file")
struct DamagedFolderCLITests {
    @Test func theOtherFilesAreImportedAndTheDamagedOneIsReportedAsFailed() throws {
        let home = try TestPaths.temporaryDirectory(), folder = try TestPaths.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: home)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.copyItem(at: TestPaths.fixture("canonical/mixed.csv"),
                                         to: folder.appendingPathComponent("a.csv"))
        let xml = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n<Record type=\"HKQuantityTypeIdentifierStepCount\" "
            + "sourceName=\"Phone\" unit=\"count\" startDate=\"2024-03-01 08:00:00 +0100\" endDate=\"2024-03-01 09:00:00 +0100\" value=\"5\"/>\n"
        try Data(xml.utf8).write(to: folder.appendingPathComponent("export.xml"))  // no closing </HealthData>
        let result = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, folder.path])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let status = Dictionary(uniqueKeysWithValues: files.compactMap { file -> (String, String)? in
            guard let path = file["path"] as? String, let status = file["status"] as? String else { return nil }
            return ((path as NSString).lastPathComponent, status)
        })
        #expect(status == ["a.csv": "imported", "export.xml": "failed"])
        #expect(report["added"] as? Int == 5)
    }
}

@Suite("pulsum ingest summary")
struct IngestSummaryCLITests {
    @Test func aSummaryPerFormatByDefaultAndEveryFileWithVerbose() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let sample = TestPaths.fixture("canonical/mixed.csv").path
        let summary = try PulsumProcess.run(["ingest", "--data-dir", home.path, sample])
        #expect(summary.status == 0, "\(summary.stderr)")
        let lines = summary.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ") == ["format", "files", "records", "added", "duplicates", "rejected", "skipped", "warnings"])
        #expect(lines.dropFirst().first?.split(separator: " ").prefix(4) == ["canonical-csv", "1", "11", "5"])
        #expect(!lines.contains { $0.hasPrefix(sample) }, "files are listed only with --verbose")
        #expect(summary.stdout.contains("rejected ") && summary.stdout.contains("mixed.csv:6:value"))
        let verbose = try PulsumProcess.run(["ingest", "-v", "--data-dir", home.path, sample])
        #expect(verbose.stdout.hasPrefix("\(sample) [canonical-csv]: 11 records, 0 added, 5 duplicates"), "\(verbose.stdout)")
    }

    static let damagedOura = "data/exports/oura/2024-web-export-csv-spreadsheet-resaved/oura_sleep_2024-12-17T01-12-53.csv"

    @Test(.enabled(if: TestPaths.hasShared(damagedOura), "needs ../shared/data/exports"))
    func warningsAreCountedApartFromRejectionsAndDoNotStopAStrictImport() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = try #require(TestPaths.shared(Self.damagedOura))
        let result = try PulsumProcess.run(["ingest", "--strict", "--json", "--data-dir", home.path, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let only = try #require((report["files"] as? [[String: Any]])?.first)
        #expect(only["rejected"] as? Int == 0)
        #expect(only["warned"] as? Int == 5)
        #expect((only["warnings"] as? [String])?.first?.contains(":10:sleep_phase_5_min: hypnogram is damaged") == true)
    }
}
