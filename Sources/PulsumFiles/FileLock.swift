import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock on a file (`flock`), released when the lock is released or the
/// process dies — so a crashed run never leaves a stale lock behind.
public final class FileLock: Sendable {
    private let descriptor: Int32
    /// The lock file.
    public let path: String

    /// Takes the lock without waiting; throws ``PulsumError/dataFolderBusy(path:)`` when another
    /// process holds it.
    public init(path: String) throws {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PulsumError.unreadableFile(path: path, reason: errnoText()) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw PulsumError.dataFolderBusy(path: (path as NSString).deletingLastPathComponent)
        }
        self.descriptor = fd
        self.path = path
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
