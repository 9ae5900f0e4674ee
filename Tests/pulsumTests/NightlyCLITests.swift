import Foundation
import PulsumFiles
import PulsumTestSupport
import Testing

/// `pulsum nightly`, `status` and `days --as-of` end to end on the bundled 60-day sample.
@Suite("pulsum nightly", .serialized)
struct NightlyCLITests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    func json(_ result: PulsumProcess.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test func nightlyScoresTheLatestDayAndARerunRecomputesNothing() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try PulsumProcess.run(["nightly", "--data-dir", home.path, sample])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("2024-04-29  score"))
        #expect(first.stdout.contains("not a clinical measurement"))
        let again = try #require(try json(try PulsumProcess.run(["nightly", "--json", "--data-dir", home.path, sample]))
            as? [String: Any])
        #expect(again["recomputed_days"] as? Int == 0)
        let status = try PulsumProcess.run(["status", "--data-dir", home.path])
        #expect(status.stdout.hasPrefix("2024-04-29  score"))
    }

    @Test func daysAsOfShowsWhatThatNightComputedWithoutLaterData() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        // Night of 20 April knows the sample up to then; later nights see the rest.
        #expect(try PulsumProcess.run(["nightly", "--as-of", "2024-04-20", "--data-dir", home.path, sample]).status == 0)
        #expect(try PulsumProcess.run(["nightly", "--data-dir", home.path]).status == 0)
        let asOf = try #require((try json(try PulsumProcess.run(["days", "--json", "--as-of", "2024-04-20",
                                                                "--data-dir", home.path])) as? [String: Any])?["days"]
            as? [[String: Any]])
        #expect(asOf.last?["date"] as? String == "2024-04-20")
        let latest = try #require((try json(try PulsumProcess.run(["days", "--json", "--data-dir", home.path]))
            as? [String: Any])?["days"] as? [[String: Any]])
        #expect(latest.last?["date"] as? String == "2024-04-29")
        let day = try #require(latest.first { $0["date"] as? String == "2024-04-20" })
        for key in ["metrics", "baselines", "features", "score"] { #expect(day[key] != nil, "missing \(key)") }
        let baseline = try #require((day["baselines"] as? [String: Any])?["steps"] as? [String: Any])
        for key in ["median", "mad", "scale", "n", "z", "status"] { #expect(baseline[key] != nil, "missing \(key)") }
        let score = try #require(day["score"] as? [String: Any])
        for key in ["value", "contributions", "coverage"] { #expect(score[key] != nil, "missing \(key)") }
    }

    @Test func aSecondWriterIsToldTheFolderIsBusyAndChangesNothing() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let lock = try DataDirectory(url: home).lock()
        let blocked = try PulsumProcess.run(["nightly", "--data-dir", home.path, sample])
        #expect(blocked.status == 3)
        #expect(blocked.stderr.contains("another pulsum process is using"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("pulsum.sqlite").path))
        _ = lock
    }
}
