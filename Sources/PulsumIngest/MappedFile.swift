import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// A read-only memory map of a whole file: the kernel pages it in on demand, so memory does not
/// grow with file size and readers can scan bytes without copying.
public final class MappedFile: @unchecked Sendable {  // safe: see below
    // The mapping is read-only (PROT_READ) and immutable for the object's lifetime; it is
    // unmapped only in deinit, when no reference remains.
    private let base: UnsafeRawPointer?
    /// Size in bytes.
    public let count: Int
    /// The file's path (for error messages).
    public let path: String

    /// Maps `path`; throws ``PulsumError/unreadableFile(path:reason:)`` when it cannot be read.
    public init(path: String) throws {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PulsumError.unreadableFile(path: path, reason: errnoString()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw PulsumError.unreadableFile(path: path, reason: errnoString()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw PulsumError.unreadableFile(path: path, reason: "not a regular file")
        }
        count = Int(info.st_size)
        guard count > 0 else {
            base = nil
            return
        }
        guard let pointer = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED else {
            throw PulsumError.unreadableFile(path: path, reason: "mmap: \(errnoString())")
        }
        madvise(pointer, count, MADV_SEQUENTIAL)
        base = UnsafeRawPointer(pointer)
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// Calls `body` with the file's bytes (empty for an empty file).
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard let base else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Tells the kernel the pages before `offset` are no longer needed (keeps RSS flat on huge files).
    public func release(upTo offset: Int) {
        guard let base, offset > 0 else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let aligned = (offset / page) * page
        if aligned > 0 { madvise(UnsafeMutableRawPointer(mutating: base), aligned, MADV_DONTNEED) }
    }
}

func errnoString() -> String { String(cString: strerror(errno)) }
