import Foundation
import PulsumTestSupport
import Testing

/// A short sample of the crash campaign (`make crash-campaign` runs 200 points per command):
/// `ingest`, `nightly`, `feedback`, `library import`, `cohort import`, `cohort nightly`, `encrypt`,
/// `decrypt`, `passwd`, `recommend` and `delete --all` killed at a few write calls and random
/// times, each folder checked with `integrity_check` and a re-run against the uninterrupted result;
/// and a disk that fails to read, under `ingest` and `nightly`.
@Suite("Crash campaign sample", .serialized)
struct CrashCampaignSampleTests {
    @Test(.enabled(if: Self.hasCompiler, "needs a C compiler for the kill shim"))
    func everyKillPointLeavesAFolderThatConverges() throws {
        let lines = try runCampaign("-n", "3")
        #expect(lines.count == 11)
        #expect(lines.allSatisfy { $0.contains("3 passed, 0 failed") }, "\(lines)")
    }

    /// Reads failing with EIO from the k-th on: one line that does not call a sound file damaged
    /// (SQLite reports some unreadable pages as damage), and nothing lost.
    @Test(.enabled(if: Self.hasCompiler, "needs a C compiler for the kill shim"))
    func aDiskThatFailsToReadIsNotCalledDamage() throws {
        let lines = try runCampaign("-n", "4", "-f", "EIO", "-c", "read", "ingest", "nightly")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("4 read-call EIOs") && $0.contains("4 passed, 0 failed") }, "\(lines)")
    }

    static let hasCompiler = FileManager.default.isExecutableFile(atPath: "/usr/bin/cc")

    /// Runs `scripts/reliability/crash-campaign.sh` with `arguments` on the built `pulsum`;
    /// expects exit status 0 and returns the result lines it wrote.
    func runCampaign(_ arguments: String...) throws -> [Substring] {
        let results = try TestPaths.temporaryDirectory().appendingPathComponent("crash-results.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [TestPaths.repositoryRoot.appendingPathComponent("scripts/reliability/crash-campaign.sh").path,
                             "-o", results.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PULSUM"] = PulsumProcess.executable.path
        environment["PULSUM_MODEL_DIR"] = environment["PULSUM_MODEL_DIR"] ?? TestPaths.modelDirectory.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        return try String(contentsOf: results, encoding: .utf8).split(separator: "\n")
    }
}
