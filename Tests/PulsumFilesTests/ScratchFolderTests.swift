import Foundation
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing

@Suite("Scratch folder")
struct ScratchFolderTests {
    struct Planned: Error {}

    @Test("files are 0600 in a 0700 folder inside the parent, and everything is removed even on error")
    func privateAndRemoved() throws {
        let parent = try TestPaths.temporaryDirectory("pulsum-scratch")
        defer { try? FileManager.default.removeItem(at: parent) }
        var seen: String?
        #expect(throws: Planned.self) {
            try ScratchFolder.withFolder(in: parent) { scratch in
                let path = try scratch.create("../../escape/inner/name.json") { fd in
                    try Data("{}".utf8).withUnsafeBytes { try AtomicFile.writeAll(fd: fd, $0, path: "test") }
                }
                seen = path
                #expect(path.hasPrefix(scratch.url.path + "/escape/inner/"))
                let file = try FileManager.default.attributesOfItem(atPath: path)
                #expect((file[.posixPermissions] as? Int) == 0o600)
                let folder = try FileManager.default.attributesOfItem(atPath: scratch.url.path)
                #expect((folder[.posixPermissions] as? Int) == 0o700)
                throw Planned()
            }
        }
        #expect(seen != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test("a folder left by a process that no longer exists is removed by the next run")
    func staleFolderRemoved() throws {
        let parent = try TestPaths.temporaryDirectory("pulsum-scratch-stale")
        defer { try? FileManager.default.removeItem(at: parent) }
        // PID 2^22 + 1 is above Linux's largest PID, so no process has it.
        let stale = parent.appendingPathComponent(".scratch.tmp-4194305-1")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: false)
        try ScratchFolder.withFolder(in: parent) { _ in }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }
}
