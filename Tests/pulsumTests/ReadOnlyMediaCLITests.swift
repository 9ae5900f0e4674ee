import Foundation
import PulsumTestSupport
import Testing

/// Data folders on read-only media (a backup mounted read-only): a plaintext folder is read
/// (reading commands work, nothing can change), and an encrypted one is refused with a message
/// that says why and what to do, because it is opened only when the access can be audited. Needs
/// root to make the read-only bind mount; skipped otherwise.
@Suite("Read-only media", .serialized)
struct ReadOnlyMediaCLITests {
    /// True when this process can make a read-only bind mount (root, and allowed to mount: a
    /// container without the capability is not), found by trying one.
    static let canMount: Bool = {
        guard geteuid() == 0, let probe = try? TestPaths.temporaryDirectory("mount-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        let source = probe.appendingPathComponent("source"), target = probe.appendingPathComponent("target")
        for folder in [source, target] { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        guard (try? mount("mount", ["--bind", source.path, target.path])) == true else { return false }
        let readOnly = (try? mount("mount", ["-o", "remount,bind,ro", target.path])) == true
        _ = try? mount("umount", [target.path])
        return readOnly
    }()

    /// Runs `mount`/`umount` with `arguments`; true when it succeeded.
    @discardableResult
    static func mount(_ tool: String, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(.enabled(if: canMount, "needs root for a read-only bind mount"))
    func aPlaintextFolderIsReadAndAnEncryptedOneSaysWhyItIsNot() throws {
        let setup = try EncryptedFolderCLITests.Setup()
        let mounted = setup.root.appendingPathComponent("read-only")
        defer {
            _ = try? Self.mount("umount", [mounted.path])
            try? FileManager.default.removeItem(at: setup.root)
        }
        let plain = setup.root.appendingPathComponent("plain")
        let sample = EncryptedFolderCLITests.sample.path
        #expect(try PulsumProcess.run(["ingest", sample, "--data-dir", plain.path]).status == 0)
        #expect(try setup.run(["init", "--encrypt", "--identity", setup.identity.path]).status == 0)
        #expect(try setup.run(["ingest", sample]).status == 0)
        try FileManager.default.createDirectory(at: mounted, withIntermediateDirectories: true)

        for (folder, encrypted) in [(plain, false), (setup.home, true)] {
            guard try Self.mount("mount", ["--bind", folder.path, mounted.path]),
                  try Self.mount("mount", ["-o", "remount,bind,ro", mounted.path]) else {
                Issue.record("could not make a read-only bind mount")
                return
            }
            let days = try PulsumProcess.run(["days", "--json", "--identity", setup.identity.path, "--data-dir", mounted.path])
            if encrypted {
                #expect(days.status == 1)
                #expect(days.stderr.contains("is on a read-only file system"), "\(days.stderr)")
                #expect(days.stderr.contains("copy the folder somewhere writable"), "\(days.stderr)")
                #expect(days.stderr.split(separator: "\n").count == 1, "one line: \(days.stderr)")
            } else {
                #expect(days.status == 0, "\(days.stderr)")
            }
            try Self.mount("umount", [mounted.path])
        }
    }
}
