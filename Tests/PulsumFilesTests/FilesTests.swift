import Foundation
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing

@Suite("Files")
struct FilesTests {
    @Test func atomicWriteReplacesContentAndLeavesNoTemporaryFiles() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("state.bin")
        try AtomicFile.write(Data("old".utf8), to: target)
        try AtomicFile.write(Data("new content".utf8), to: target)
        #expect(try Data(contentsOf: target) == Data("new content".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.bin"])
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func failedWriteKeepsTheOldFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("state.bin")
        try AtomicFile.write(Data("old".utf8), to: target)
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: target) { fd in
                try AtomicFile.writeAll(fd: fd, UnsafeRawBufferPointer(start: nil, count: 0), path: target.path)
                throw Interrupted()
            }
        }
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.bin"])
    }

    @Test func dataFolderIsCreatedPrivateAndTightened() throws {
        let parent = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = DataDirectory.resolve(explicit: parent.appendingPathComponent("data").path)
        try folder.prepare()
        #expect(folder.permissions == 0o700)
        chmod(folder.url.path, 0o755)
        try folder.prepare()
        #expect(folder.permissions == 0o700)
    }

    @Test func dataFolderResolutionOrder() {
        let env = ["PULSUM_HOME": "/p", "XDG_DATA_HOME": "/x", "HOME": "/h"]
        #expect(DataDirectory.resolve(explicit: "/e", environment: env).url.path == "/e")
        #expect(DataDirectory.resolve(explicit: nil, environment: env).url.path == "/p")
        #expect(DataDirectory.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/x"]).url.path == "/x/pulsum")
        #expect(DataDirectory.resolve(explicit: nil, environment: ["HOME": "/h"]).url.path == "/h/.local/share/pulsum")
    }

    @Test func secondLockOnTheSameFolderIsRefused() throws {
        let parent = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = DataDirectory(url: parent)
        let first = try folder.lock()
        #expect(throws: PulsumError.dataFolderBusy(path: parent.path)) { _ = try folder.lock() }
        _ = first
    }
}
