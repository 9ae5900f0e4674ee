import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// Crash-safe whole-file writes: a temporary file in the same folder, `fsync`, `rename` over the
/// old file, then `fsync` of the folder.
///
/// A crash at any moment leaves either the complete old file or the complete new one, never a
/// torn mix. Files are created with mode 0600.
public enum AtomicFile {
    /// Writes `data` to `url` atomically and durably.
    public static func write(_ data: some ContiguousBytes, to url: URL, mode: mode_t = 0o600) throws {
        try write(to: url, mode: mode) { fd in
            try data.withUnsafeBytes { raw in try writeAll(fd: fd, raw, path: url.path) }
        }
    }

    /// Writes a file atomically by letting `body` stream into the temporary file's descriptor.
    public static func write(to url: URL, mode: mode_t = 0o600, _ body: (Int32) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        removeStaleTemporaries(of: url)
        let temporary = folder.appendingPathComponent("\(temporaryPrefix(of: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw PulsumError.unwritableFile(path: url.path, reason: errnoText()) }
        var committed = false
        defer {
            if !committed { unlink(temporary.path) }
        }
        do {
            try body(fd)
            guard fsync(fd) == 0 else { throw PulsumError.unwritableFile(path: url.path, reason: errnoText()) }
        } catch {
            close(fd)
            throw error
        }
        close(fd)
        guard rename(temporary.path, url.path) == 0 else {
            throw PulsumError.unwritableFile(path: url.path, reason: errnoText())
        }
        committed = true
        syncDirectory(folder)
    }

    /// Name prefix of the temporary files for `url`: `.NAME.tmp-` (followed by `PID-RANDOM`).
    static func temporaryPrefix(of url: URL) -> String { ".\(url.lastPathComponent).tmp-" }

    /// Deletes temporary files for `url` left behind by writers that were killed mid-write
    /// (their process no longer exists). A live writer's temporary file is never touched.
    public static func removeStaleTemporaries(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(of: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    /// Writes every byte of `raw` to `fd`, retrying on short writes and `EINTR`.
    public static func writeAll(fd: Int32, _ raw: UnsafeRawBufferPointer, path: String) throws {
        var offset = 0
        while offset < raw.count {
            guard let base = raw.baseAddress else { return }
            let n = Glibc.write(fd, base + offset, raw.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw PulsumError.unwritableFile(path: path, reason: errnoText())
            }
            offset += n
        }
    }

    /// `fsync` of a directory so that a rename inside it is durable.
    public static func syncDirectory(_ folder: URL) {
        let dirFD = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dirFD >= 0 else { return }
        fsync(dirFD)
        close(dirFD)
    }
}
