import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

extension FormatDetector {
    /// The regular files under `path` (itself when a file), sorted, hidden files excluded.
    public static func files(under path: String) throws -> [String] {
        try entries(under: path).compactMap { entry in
            if case let .file(file) = entry { file } else { nil }
        }
    }

    /// Everything under `path`, sorted by path, hidden files excluded: regular files, and what
    /// is skipped with the reason. Special files (FIFOs, sockets, devices) are never opened —
    /// opening a FIFO would wait forever for a writer. Symbolic links are followed, each folder
    /// at most once, so a link loop is reported instead of walked forever.
    ///
    /// - Throws: ``PulsumCore/PulsumError/unreadableFile(path:reason:)`` when `path` itself does
    ///   not exist, is a special file, or is a folder that cannot be listed.
    public static func entries(under path: String) throws -> [FolderEntry] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw PulsumError.unreadableFile(path: path, reason: systemError()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return [.file(path)]
        case S_IFDIR: break
        default: throw PulsumError.unreadableFile(path: path, reason: "\(kind(of: info.st_mode)), not a file Pulsum reads")
        }
        var walk = FolderWalk()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw PulsumError.unreadableFile(path: path, reason: "the folder cannot be listed")
        }
        walk.visited.insert(FolderWalk.Identity(info))
        walk.visit(folder: path, names: names)
        return walk.found.sorted { $0.path < $1.path }
    }

    /// The text of the current `errno`.
    static func systemError() -> String { String(cString: strerror(errno)) }

    /// What a file of this mode is, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        default: "a special file"
        }
    }
}

/// The state of one folder walk: what was found, and the folders already visited.
private struct FolderWalk {
    /// A folder's device and inode: the same folder reached twice is a link loop.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    var found: [FolderEntry] = []
    var visited: Set<Identity> = []

    mutating func visit(folder: String, names: [String]) {
        for name in names where !name.hasPrefix(".") {
            let full = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            guard stat(full, &info) == 0 else {
                let reason = errno == ELOOP ? "a symbolic link loop" : "a broken symbolic link (\(FormatDetector.systemError()))"
                found.append(.skipped(path: full, reason: reason))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                found.append(.file(full))
            case S_IFDIR:
                guard visited.insert(Identity(info)).inserted else {
                    found.append(.skipped(path: full, reason: "a symbolic link loop (this folder was already walked)"))
                    continue
                }
                guard let inner = try? FileManager.default.contentsOfDirectory(atPath: full) else {
                    found.append(.skipped(path: full, reason: "the folder cannot be listed (check its permissions)"))
                    continue
                }
                visit(folder: full, names: inner)
            default:
                found.append(.skipped(path: full, reason: "\(FormatDetector.kind(of: info.st_mode)), never opened"))
            }
        }
    }
}

extension FolderEntry {
    /// The path of the entry.
    public var path: String {
        switch self {
        case let .file(path), let .skipped(path, _): path
        }
    }
}
