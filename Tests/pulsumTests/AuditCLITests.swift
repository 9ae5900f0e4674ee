import Foundation
import PulsumTestSupport
import Testing

/// `pulsum audit` and `pulsum audit verify` on the log the other commands write.
@Suite("pulsum audit", .serialized)
struct AuditCLITests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    func events(_ home: URL, _ extra: [String] = []) throws -> [[String: Any]] {
        let result = try PulsumProcess.run(["audit", "--json", "--data-dir", home.path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return json?["events"] as? [[String: Any]] ?? []
    }

    @Test func commandsAreRecordedWithCountsOnlyAndVerifyNamesAChangedLine() throws {
        let home = try TestPaths.temporaryDirectory("audit-cli")
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try PulsumProcess.run(["init", "--data-dir", home.path]).status == 0)
        #expect(try PulsumProcess.run(["nightly", sample, "--data-dir", home.path]).status == 0)
        let recorded = try events(home)
        #expect(recorded.compactMap { $0["event"] as? String } == ["init", "ingest", "nightly"])
        let ingest = try #require(recorded.first { $0["event"] as? String == "ingest" }?["counts"] as? [String: Int])
        #expect(ingest["rows-added"] == 4437)
        #expect(try events(home, ["--since", "2999-01-01"]).isEmpty)
        let intact = try PulsumProcess.run(["audit", "verify", "--data-dir", home.path])
        #expect(intact.status == 0)
        #expect(intact.stdout.hasPrefix("audit log intact: 3 line(s)"))

        let log = home.appendingPathComponent("audit.jsonl")
        let text = try String(contentsOf: log, encoding: .utf8)
        try text.replacingOccurrences(of: "\"rows-added\":4437", with: "\"rows-added\":4438").write(to: log, atomically: true, encoding: .utf8)
        let changed = try PulsumProcess.run(["audit", "verify", "--data-dir", home.path])
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("audit log line 2"), "\(changed.stderr)")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast(2)
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let cut = try PulsumProcess.run(["audit", "verify", "--data-dir", home.path])
        #expect(cut.status == 1)
        #expect(cut.stderr.contains("truncated"), "\(cut.stderr)")
    }
}
