import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum-bench search")
struct BenchSearchCLITests {
    struct Expected: Decodable {
        var ids: [[Int]]
        var scores: [[Double]]
    }

    struct Results: Decodable {
        var ids: [[Int]]
        var scores: [[Double]]
    }

    @Test(arguments: [(batch: 1, threads: 1), (batch: 3, threads: 2)])
    func keepsTheJSONContractAndFindsTheExactNeighbours(batch: Int, threads: Int) throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resultsFile = folder.appendingPathComponent("results.json")
        let run = try PulsumProcess.runBench([
            "search", "--base", TestPaths.fixture("vectors/base300.f32").path,
            "--queries", TestPaths.fixture("vectors/queries5.f32").path, "--dim", "384", "--k", "10",
            "--batch", "\(batch)", "--threads", "\(threads)", "--json", "--results", resultsFile.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(report.keys) == ["load_s", "latency_ms", "qps"])
        let latency = try #require(report["latency_ms"] as? [String: Double])
        #expect(Set(latency.keys) == ["p50", "p95", "p99"])
        #expect((report["qps"] as? Double ?? 0) > 0)

        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: TestPaths.fixture("vectors/expected.json")))
        let results = try JSONDecoder().decode(Results.self, from: Data(contentsOf: resultsFile))
        #expect(results.ids == expected.ids)
        for (got, want) in zip(results.scores.joined(), expected.scores.joined()) { #expect(abs(got - want) < 1e-6) }
    }

    @Test func rawFilesWithoutADimensionAreAUsageProblemNamedInTheMessage() throws {
        let base = TestPaths.fixture("vectors/base300.f32").path
        let run = try PulsumProcess.runBench(["search", "--base", base, "--queries", base])
        #expect(run.status == 1)
        #expect(run.stderr.contains("base300.f32") && run.stderr.contains("--dim"))
    }
}
