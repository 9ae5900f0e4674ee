import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// A private folder (0700) for files that have to exist on disk to be read but are not the
/// person's own: a ZIP member, the content of a `.gz` file, standard input.
///
/// It lives inside the data folder (so nothing leaves it), is named
/// `.scratch.tmp-PID-RANDOM`, holds files created 0600, and is removed with everything in it
/// when ``withFolder(in:_:)`` returns or throws. A folder left by a killed process is removed by
/// the next ``withFolder(in:_:)`` in the same place (never a live process's).
public struct ScratchFolder: Sendable {
    /// The folder itself.
    public let url: URL

    /// Name prefix of every scratch folder.
    static let prefix = ".scratch.tmp-"

    /// Creates a scratch folder in `parent`, runs `body` with it, and removes it whatever happens.
    public static func withFolder<T>(in parent: URL, _ body: (ScratchFolder) throws -> T) throws -> T {
        removeStale(in: parent)
        let url = parent.appendingPathComponent("\(prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard mkdir(url.path, 0o700) == 0 else {
            throw PulsumError.unreadableFile(path: url.path, reason: "cannot create a scratch folder: \(errnoText())")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(ScratchFolder(url: url))
    }

    /// Creates the file `relativePath` inside the folder (0600, parents 0700), lets `body` write
    /// to its descriptor, and returns its path; when `body` throws, the partial file is removed at
    /// once. `..` and absolute components are dropped, so the file is always inside the folder.
    public func create(_ relativePath: String, _ body: (Int32) throws -> Void) throws -> String {
        let parts = relativePath.split(separator: "/").filter { $0 != ".." && $0 != "." && !$0.isEmpty }
        let name = parts.isEmpty ? ["input"] : parts.map(String.init)
        var folder = url
        for part in name.dropLast() {
            folder.appendPathComponent(part)
            if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
                throw PulsumError.unreadableFile(path: folder.path, reason: errnoText())
            }
        }
        let file = folder.appendingPathComponent(name[name.count - 1])
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw PulsumError.unreadableFile(path: file.path, reason: errnoText()) }
        defer { close(fd) }
        do { try body(fd) } catch {
            unlink(file.path)
            throw error
        }
        return file.path
    }

    /// Removes scratch folders in `parent` whose process no longer exists.
    static func removeStale(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }
}
