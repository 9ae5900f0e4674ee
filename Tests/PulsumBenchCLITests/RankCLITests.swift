import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum-bench rank")
struct RankCLITests {
    @Test func reportsHeldOutAccuracyOnTheFixture() throws {
        let result = try PulsumProcess.runBench([
            "rank", "--json", "--repeat", "1",
            "--features", TestPaths.fixture("ranking/bt-features-200.csv").path,
            "--train", TestPaths.fixture("ranking/bt-train-200.csv").path,
            "--test", TestPaths.fixture("ranking/bt-test-200.csv").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["heldout_accuracy"] as? Double ?? 0) >= 0.895)
        #expect((report["scoring"] as? [String: Any])?["candidates"] as? Int == 10_000)
    }
}
