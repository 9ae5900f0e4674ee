import Foundation
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing

/// A write that fails names the file being written (not its temporary file, whose random digits
/// the error report would redact as a phone number) and says what to do for the system's reason.
@Suite struct AtomicFileErrorTests {
    @Test func aFailedWriteNamesTheTargetFile() throws {
        let target = try TestPaths.temporaryDirectory().appendingPathComponent("missing-folder/ranker-state")
        #expect(throws: PulsumError.unwritableFile(path: target.path, reason: "No such file or directory")) {
            try AtomicFile.write(Data("state".utf8), to: target)
        }
    }

    @Test func theAdviceFollowsTheReason() {
        let full = PulsumError.unwritableFile(path: "/p/ranker-state", reason: "No space left on device").description
        #expect(full == "cannot write /p/ranker-state: No space left on device. The disk is full: free some space and try again.")
        #expect(PulsumError.unwritableFile(path: "/p/f", reason: "Input/output error").description.hasSuffix("check the disk and try again."))
        #expect(PulsumError.unwritableFile(path: "/p/f", reason: "Permission denied").description.hasSuffix("is writable."))
        #expect(PulsumError.unreadableFile(path: "/p/f", reason: "Input/output error").description.hasSuffix("and try again."))
        #expect(PulsumError.unreadableFile(path: "/p/f", reason: "Permission denied").description.hasSuffix("its permissions."))
    }
}
