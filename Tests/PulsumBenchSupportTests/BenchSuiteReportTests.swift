import Foundation
import Testing
@testable import PulsumBenchSupport

@Suite struct BenchSuiteReportTests {
    /// What Benchmarks/summary.py writes (same keys, as a driver would produce them).
    let driverSummary = #"""
        {"peer": "pandas 3.1.1", "agreement": "max |difference| 0",
         "rows": [{"case": "1000 points", "metric": "s", "better": "lower", "pulsum": 0.5, "peer": 10.0,
                   "pulsum_cpu_s": 0.5, "peer_cpu_s": 12.0},
                  {"case": "batch 1", "metric": "queries/s", "better": "higher", "pulsum": 300, "peer": 200}]}
        """#

    func report() throws -> BenchSuiteReport {
        let summary = try JSONDecoder().decode(ComparisonSummary.self, from: Data(driverSummary.utf8))
        return BenchSuiteReport(
            machine: MachineDescription(cpu: "Test CPU", cores: 2, loadAverage: [1, 2, 3], blasCore: "Haswell"),
            loadAverageAtEnd: [4, 5, 6], sizes: "quick", started: "2026-01-01T00:00:00Z",
            comparisons: [
                ComparisonOutcome(name: "rolling", status: .measured, seconds: 12, summary: summary),
                ComparisonOutcome(name: "vector search", status: .skipped, reason: "no .venv-bench"),
            ])
    }

    @Test func ratiosSayHowManyTimesBetterPulsumIsForTimesAndRates() throws {
        let rows = try #require(try report().comparisons.first?.summary?.rows)
        #expect(rows[0].speedup == 20 && rows[0].cpuSpeedup == 24)
        #expect(rows[1].speedup == 1.5 && rows[1].cpuSpeedup == nil)
        #expect(ComparisonSummary.Row(name: "x", metric: "s", better: .lower, pulsum: 0, peer: 1).speedup == nil)
    }

    @Test func tableNamesTheMachineEveryRowAndEverySkip() throws {
        let table = try report().table
        #expect(table.contains("Test CPU, 2 cores, OpenBLAS core Haswell, load average 1.00 2.00 3.00"))
        #expect(table.contains("4.00 5.00 6.00 at end"))
        #expect(table.contains("20.00×") && table.contains("24.00×") && table.contains("1.50×"))
        #expect(table.contains("rolling: against pandas 3.1.1; max |difference| 0"))
        #expect(table.contains("vector search: skipped (no .venv-bench)"))
    }

    @Test func jsonCarriesTheRatiosForTracking() throws {
        let data = try JSONEncoder().encode(try report())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["machine"] as? [String: Any])?["openblas_core"] as? String == "Haswell")
        let comparisons = try #require(object["comparisons"] as? [[String: Any]])
        #expect(comparisons.map { $0["status"] as? String } == ["measured", "skipped"])
        let rows = try #require((comparisons[0]["result"] as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(rows[0]["speedup"] as? Double == 20 && rows[0]["cpu_speedup"] as? Double == 24)
        #expect(rows[0]["case"] as? String == "1000 points" && rows[1]["cpu_speedup"] == nil)
    }
}
