import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum ingest + days on an Apple export")
struct AppleCLITests {
    @Test("days --json after importing an Apple export: the stable {date, metrics} contract")
    func ingestThenDays() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let export = TestPaths.fixture("apple/sleep-midnight.xml").path
        let ingest = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, export])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(ingest.stdout.utf8)) as? [String: Any])
        let file = try #require((report["files"] as? [[String: Any]])?.first)
        #expect(file["format"] as? String == "apple-health-xml")
        #expect(file["added"] as? Int == 6)

        let days = try PulsumProcess.run(["days", "--json", "--data-dir", home.path, "--from", "2024-01-01"])
        #expect(days.status == 0, "\(days.stderr)")
        let parsed = try #require((try JSONSerialization.jsonObject(with: Data(days.stdout.utf8)) as? [String: Any])?["days"]
            as? [[String: Any]])
        #expect(parsed.count == 1)
        #expect(parsed.first?["date"] as? String == "2024-01-11")
        let metrics = try #require(parsed.first?["metrics"] as? [String: Double])
        #expect(metrics["sleep_asleep_min"] == 430)
        #expect(metrics["nap_min"] == 0)
        #expect(metrics["steps"] == nil)

        let table = try PulsumProcess.run(["days", "--data-dir", home.path])
        #expect(table.stdout.contains("2024-01-11"))
    }

    @Test("bad --from and empty --source-priority are usage errors")
    func usageErrors() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try PulsumProcess.run(["days", "--data-dir", home.path, "--from", "2024-13-01"]).status == 64)
        let export = TestPaths.fixture("apple/nap.xml").path
        #expect(try PulsumProcess.run(["ingest", "--source-priority", " , ", "--data-dir", home.path, export]).status == 64)
    }
}
