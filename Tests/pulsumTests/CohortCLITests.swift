import Foundation
import PulsumTestSupport
import Testing

/// `pulsum ingest` refuses to merge people; `pulsum cohort import` / `cohort nightly` end to end.
@Suite("pulsum cohort", .serialized)
struct CohortCLITests {
    let study = TestPaths.fixture("cohort/fitabase").path
    let onePerson = TestPaths.fixture("canonical/mixed.csv").path

    func lines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func ingestOfAStudyExportIsRefusedNamingTheParticipantsAndTheWaysOn() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let refused = try PulsumProcess.run(["ingest", "--data-dir", home.path, study])
        #expect(refused.status == 64)
        // The ids are shown as they are, although stderr's PII redaction would read 10-digit
        // ids as phone numbers: the person needs them to pick one.
        #expect(refused.stderr.contains("holds 3 participants ("), "\(refused.stderr)")
        #expect(refused.stderr.contains("1624580081") && !refused.stderr.contains("[phone]"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--participant ID") && refused.stderr.contains("pulsum cohort import"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("pulsum.sqlite").path))
        let one = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, "--participant", "1624580081", study])
        #expect(one.status == 0, "\(one.stderr)")
        #expect((try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])?["added"] as? Int == 2)
    }

    @Test func importThenShardedNightlyReportsEveryPersonOnceAsJSONLines() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let cohort = root.appendingPathComponent("study").path
        let imported = try PulsumProcess.run(["cohort", "import", study, onePerson, "--cohort", cohort])
        #expect(imported.status == 0, "\(imported.stderr)")
        let importLines = try lines(imported.stdout)
        #expect(importLines.count == 5 && importLines.last?["people"] as? Int == 4)
        var seen: [String] = []
        for index in 0..<2 {
            let night = try PulsumProcess.run(["cohort", "nightly", "--cohort", cohort, "--as-of", "2024-03-04"],
                                              environment: ["JOB_COMPLETION_INDEX": "\(index)", "PULSUM_SHARD_COUNT": "2"])
            #expect(night.status == 0, "\(night.stderr)")
            let output = try lines(night.stdout)
            let summary = try #require(output.last)
            #expect(summary["shard"] as? String == "\(index)/2" && summary["people"] as? Int == output.count - 1)
            for person in output.dropLast() {
                #expect(person["status"] as? String == "no-score" && person["reason"] is String && person["seconds"] is Double)
                seen.append(try #require(person["person"] as? String))
            }
        }
        #expect(seen.count == 4 && Set(seen).count == 4)
        let bad = try PulsumProcess.run(["cohort", "nightly", "--cohort", cohort], environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(bad.status == 64 && bad.stderr.contains("PULSUM_SHARD_COUNT"))
    }
}
