import Foundation
import PulsumTestSupport
import Testing

/// `pulsum nightly` on an encrypted folder killed (SIGKILL) at random moments: the image is
/// always readable, no plaintext is left behind, and a final run converges to the result of an
/// uninterrupted one.
@Suite("pulsum encrypted folder, killed", .serialized)
struct EncryptedKillCLITests {
    @Test func killedNightliesLoseNothingAndLeaveNoPlaintext() throws {
        let setup = try EncryptedFolderCLITests.Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        let reference = setup.root.appendingPathComponent("reference")
        #expect(try PulsumProcess.run(["nightly", "--as-of", "2024-04-30", "--data-dir", reference.path, setup.input.path]).status == 0)
        #expect(try setup.run(["init", "--encrypt", "--identity", setup.identity.path]).status == 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<6 {
            let process = Process()
            process.executableURL = PulsumProcess.executable
            process.arguments = ["nightly", "--as-of", "2024-04-30", "--data-dir", setup.home.path, setup.input.path]
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["PULSUM_IDENTITY": setup.identity.path, "TMPDIR": setup.temporary.path, "PULSUM_MODEL_DIR": TestPaths.modelDirectory.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 20_000...400_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let days = try setup.run(["days", "--json"])
            #expect(days.status == 0, "the image must stay readable: \(days.stderr)")
        }
        #expect(EncryptedFolderCLITests.files(under: setup.home, containingAnyOf: EncryptedFolderCLITests.needles).isEmpty)
        // The same command again (under load every kill can land before the import commits, so a
        // run without the input would have nothing to finish).
        #expect(try setup.run(["nightly", "--as-of", "2024-04-30", setup.input.path]).status == 0)
        let expected = try PulsumProcess.run(["days", "--json", "--data-dir", reference.path]).stdout
        #expect(try setup.run(["days", "--json"]).stdout == expected)
    }
}
