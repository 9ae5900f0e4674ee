import Foundation
import PulsumTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A short version of `Benchmarks/vectors/crash_safety.py` (which does 1,000 saves): writers
/// killed with SIGKILL at random moments never leave a file that loads as anything but the old
/// or the new generation.
@Suite("vector store crash safety")
struct StoreCrashCLITests {
    @Test func killedSavesLeaveTheOldOrTheNewFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["--file", folder.appendingPathComponent("s.vectors").path, "--rows", "300", "--dim", "64"]
        let first = try PulsumProcess.runBench(["store-crash-writer", "--generation", "0"] + common)
        #expect(first.status == 0, "\(first.stderr)")
        var current = 0
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let writer = Process()
            writer.executableURL = PulsumProcess.benchExecutable
            writer.arguments = ["store-crash-writer", "--generation", "\(current + 1)"] + common
            writer.standardOutput = FileHandle.nullDevice
            writer.standardError = FileHandle.nullDevice
            try writer.run()
            usleep(UInt32.random(in: 0..<300_000, using: &generator))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            let check = try PulsumProcess.runBench(["store-crash-check"] + common)
            #expect(check.status == 0, "\(check.stderr)")
            let found = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Int])["generation"]
            #expect(found == current || found == current + 1)
            current = found ?? current
        }
    }
}
