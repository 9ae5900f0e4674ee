import Foundation
import PulsumCore
import PulsumReport
import PulsumStore
import PulsumTestSupport
import Testing
@testable import PulsumAgents

/// The report of the bundled sample (`Data/samples`): a golden file, and a real browser.
@Suite("Report of the bundled sample")
struct ReportSampleTests {
    /// The day after the sample's last day: every day is complete.
    static let today = LocalDate(year: 2024, month: 4, day: 30) ?? LocalDate(dayNumber: 0)

    /// Imports the sample, scores it as the night of ``today``, and renders the default report.
    static func sampleReport() async throws -> String {
        let database = try PulsumDatabase()
        let agent = DataAgent(database: database)
        _ = try await agent.ingest(paths: [TestPaths.repositoryRoot.appendingPathComponent("Data/samples").path])
        _ = try await agent.score(asOf: today)
        let input = try #require(try ReportReader(database: database).input(from: nil, through: nil, today: today))
        return HTMLReport.render(input)
    }

    @Test("same database → byte-identical file, equal to the golden report (PULSUM_UPDATE_GOLDEN=1 rewrites it)")
    func golden() async throws {
        let html = try await Self.sampleReport()
        #expect(try await Self.sampleReport() == html)
        let golden = TestPaths.fixture("report/sample-report.html")
        if ProcessInfo.processInfo.environment["PULSUM_UPDATE_GOLDEN"] == "1" {
            try Data(html.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if html != expected {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("sample-report.actual.html")
            try Data(html.utf8).write(to: actual)
            Issue.record("the sample report differs from \(golden.path); this run's is \(actual.path)")
        }
        #expect(html.utf8.count < 400_000)
    }

    /// Chromium from Debian (`scripts/setup.sh` installs it), if present.
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test("headless Chromium at 390 and 1280 px: no console error, no request, every chart painted, no sideways scroll",
          .enabled(if: chromium != nil, "chromium is not installed: run scripts/setup.sh (Debian package chromium)"),
          .timeLimit(.minutes(2)))
    func browser() async throws {
        let folder = try TestPaths.temporaryDirectory("pulsum-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.html")
        try Data(try await Self.sampleReport().utf8).write(to: report)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestPaths.repositoryRoot.appendingPathComponent("scripts/browser-check.py").path,
                             report.path, "--widths", "390,1280", "--chromium", try #require(Self.chromium)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("390 px:") && text.contains("1280 px:"), "\(text)")
    }
}
