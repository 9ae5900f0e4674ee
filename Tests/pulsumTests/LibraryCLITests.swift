import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum library")
struct LibraryCLITests {
    func items(_ result: PulsumProcess.Result) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(report["items"] as? [[String: Any]])
    }

    @Test func listImportAndListAgain() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let all = try items(try PulsumProcess.run(["library", "list", "--json", "--data-dir", home.path]))
        #expect(all.count >= 120)
        let sleep = try items(try PulsumProcess.run(["library", "list", "--json", "--category", "sleep", "--data-dir", home.path]))
        #expect(!sleep.isEmpty && sleep.allSatisfy { $0["category"] as? String == "sleep" })

        let line = #"{"id":"%@","title":"Hum","action":"Hum a tune.","category":"mood","minutes":2,"intensity":"low","situations":["poor_mood"],"source":{"name":"NHS","url":"https://www.nhs.uk/"}}"#
        let bad = home.appendingPathComponent("bad.jsonl")
        try (String(format: line, "mine-hum") + "\n" + String(format: line, "sleep-screens-down") + "\n")
            .write(to: bad, atomically: true, encoding: .utf8)
        let refused = try PulsumProcess.run(["library", "import", "--data-dir", home.path, bad.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("bad.jsonl:2:id"))

        let good = home.appendingPathComponent("good.jsonl")
        try (String(format: line, "mine-hum") + "\n").write(to: good, atomically: true, encoding: .utf8)
        let imported = try PulsumProcess.run(["library", "import", "--data-dir", home.path, good.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let after = try items(try PulsumProcess.run(["library", "list", "--json", "--data-dir", home.path]))
        #expect(after.count == all.count + 1)
        #expect(after.contains { $0["id"] as? String == "mine-hum" })
    }
}
