import Foundation
import PulsumTestSupport
import Testing

/// A short sample of the crash campaign (`make crash-campaign` runs 200 points per command):
/// `ingest`, `nightly`, `feedback`, `library import`, `cohort import`, `cohort nightly`, `encrypt`,
/// `decrypt`, `passwd`, `recommend` and `delete --all` killed at a few write calls and random
/// times, each folder checked with `integrity_check` and a re-run against the uninterrupted result.
@Suite("Crash campaign sample", .serialized)
struct CrashCampaignSampleTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"), "needs a C compiler for the kill shim"))
    func everyKillPointLeavesAFolderThatConverges() throws {
        let results = try TestPaths.temporaryDirectory().appendingPathComponent("crash-results.txt")
        defer { try? FileManager.default.removeItem(at: results.deletingLastPathComponent()) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [TestPaths.repositoryRoot.appendingPathComponent("scripts/reliability/crash-campaign.sh").path,
                             "-n", "3", "-o", results.path]
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
        let lines = try String(contentsOf: results, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.allSatisfy { $0.contains("3 passed, 0 failed") }, "\(lines)")
    }
}
