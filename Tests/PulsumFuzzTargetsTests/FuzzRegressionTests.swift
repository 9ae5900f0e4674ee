import Foundation
import PulsumFuzzTargets
import PulsumTestSupport
import Testing

/// Every input the fuzzers ever crashed on (`Tests/Fixtures/fuzz/<target>/`) runs through its
/// target again; the fixtures (the fuzzers' seeds) run through every target once.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    let scratch = TestPaths.processTemporaryFolder.appendingPathComponent("fuzz-scratch")

    @Test func everyTargetHasAName() {
        #expect(FuzzTargets.names.contains("reader-apple-health-xml"))
        #expect(FuzzTargets.names.count == Set(FuzzTargets.names).count)
        var empty: [UInt8] = []
        for name in FuzzTargets.names {
            #expect(empty.withUnsafeBytes { FuzzTargets.run(name, $0, scratch: scratch) })
        }
        #expect(!empty.withUnsafeBytes { FuzzTargets.run("no-such-target", $0, scratch: scratch) })
        empty.removeAll()
    }

    @Test func savedCrashesRunCleanly() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = TestPaths.fixture("fuzz")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for target in targets where FuzzTargets.names.contains(target) {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(target).path) {
                let data = try Data(contentsOf: root.appendingPathComponent(target).appendingPathComponent(name))
                #expect(data.withUnsafeBytes { FuzzTargets.run(target, $0, scratch: scratch) })
            }
        }
    }

    @Test func seedFixturesRunThroughEveryTarget() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let seeds = ["canonical/mixed.csv", "canonical/mixed.jsonl", "apple/malformed.xml", "apple/truncated.xml"]
        for seed in seeds {
            let data = try Data(contentsOf: TestPaths.fixture(seed))
            for name in FuzzTargets.names {
                #expect(data.withUnsafeBytes { FuzzTargets.run(name, $0, scratch: scratch) })
            }
        }
    }
}
