import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum-bench all")
struct AllCLITests {
    /// A checkout without reference venvs: every comparison is skipped with how to get its tool,
    /// and the JSON still names the machine (the full runs are `make bench`).
    @Test func skipsComparisonsWhoseReferenceToolIsMissingAndSaysHowToGetIt() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Benchmarks"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Benchmarks/summary.py"))
        let run = try PulsumProcess.runBench(["all", "--json", "--quick", "--root", root.path,
                                              "--only", "vector,embedding,rolling,bradley-terry"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["sizes"] as? String == "quick")
        let machine = try #require(report["machine"] as? [String: Any])
        #expect((machine["cores"] as? Int ?? 0) >= 1 && (machine["load_average"] as? [Double])?.count == 3)
        let comparisons = try #require(report["comparisons"] as? [[String: Any]])
        #expect(comparisons.map { $0["name"] as? String } == ["vector search", "embedding", "rolling median+MAD", "Bradley-Terry"])
        #expect(comparisons.allSatisfy { $0["status"] as? String == "skipped" })
        #expect((comparisons[0]["reason"] as? String ?? "").contains("scripts/bench-venvs.sh bench"))
    }

    @Test func unknownComparisonNamesAreAUsageError() throws {
        let run = try PulsumProcess.runBench(["all", "--only", "nonsense"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("vector search"))
    }
}
