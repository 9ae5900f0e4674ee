import Foundation
import PulsumCore
import PulsumIngest
import PulsumTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Walking an export folder never opens special files, and reports what it leaves out.
@Suite("Folder walk")
struct FolderWalkTests {
    func folderWithTrouble() throws -> URL {
        let folder = try TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.fixture("canonical/mixed.csv"), to: folder.appendingPathComponent("a.csv"))
        #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
        let inner = folder.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: inner.appendingPathComponent("loop").path, withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("self").path, withDestinationPath: "self")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone").path, withDestinationPath: "missing")
        return folder
    }

    @Test func specialFilesAndLinkLoopsAreSkippedWithTheReason() throws {
        let folder = try folderWithTrouble()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try FormatDetector.entries(under: folder.path)
        func reason(_ name: String) -> String? {
            for case let .skipped(path, reason) in entries where path == folder.appendingPathComponent(name).path { return reason }
            return nil
        }
        #expect(try FormatDetector.files(under: folder.path) == [folder.appendingPathComponent("a.csv").path])
        #expect(reason("pipe")?.hasPrefix("a FIFO (named pipe)") == true)
        #expect(reason("inner/loop")?.hasPrefix("a symbolic link loop") == true)
        #expect(reason("self") == "a symbolic link loop")
        #expect(reason("gone")?.hasPrefix("a broken symbolic link") == true)
        #expect(entries.count == 5)
    }

    @Test func aFIFONamedAloneIsRefusedNotOpened() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: PulsumError.unreadableFile(path: pipe, reason: "a FIFO (named pipe), not a file Pulsum reads")) {
            try FormatDetector.entries(under: pipe)
        }
        // Detection opens without blocking and checks the type, so even a direct call returns.
        #expect(throws: PulsumError.self) { try FormatDetector().reader(for: pipe) }
    }

    @Test(.enabled(if: geteuid() != 0, "permissions do not bind root, so no unlistable folder can be made"))
    func anUnlistableSubfolderIsSkipped() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer {
            chmod(folder.appendingPathComponent("closed").path, 0o700)
            try? FileManager.default.removeItem(at: folder)
        }
        let closed = folder.appendingPathComponent("closed")
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: true)
        chmod(closed.path, 0)
        #expect(try FormatDetector.entries(under: folder.path)
            == [.skipped(path: closed.path, reason: "the folder cannot be listed (check its permissions)")])
    }
}
