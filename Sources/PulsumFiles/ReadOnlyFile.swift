import CMappingGuard
import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// A regular file opened read-only, never modified, closed when released. Two ways to read it:
///
/// - ``withBytes(_:)``: the whole file as one buffer, memory-mapped, so the kernel pages it in on
///   demand and memory does not grow with file size (the import readers scan exports this way;
///   ``release(upTo:)`` drops pages already scanned);
/// - ``read(into:at:)``: positioned reads into the caller's memory (the vector store reads its
///   matrix straight into an array this way).
public final class ReadOnlyFile: @unchecked Sendable {  // safe: see below
    // The descriptor and the mapping are read-only and immutable for the object's lifetime; both
    // are released only in deinit, when no reference remains. `pread` keeps no file position.
    private let descriptor: Int32
    private let base: UnsafeRawPointer?
    /// The mapping's slot in the SIGBUS guard (-1: not watched).
    private let guardSlot: Int32
    /// The file's path (for error messages).
    public let path: String
    /// Size in bytes when opened.
    public let size: Int

    /// Opens `path`.
    ///
    /// - Throws: ``PulsumCore/PulsumError/unreadableFile(path:reason:)`` when it is missing, not
    ///   a regular file, or cannot be opened or mapped.
    public init(path: String) throws(PulsumError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadableFile(path: path, reason: errnoText()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = errnoText()
            close(fd)
            throw .unreadableFile(path: path, reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadableFile(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        var base: UnsafeRawPointer?
        if size > 0 {
            guard let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED else {
                let reason = errnoText()
                close(fd)
                throw .unreadableFile(path: path, reason: "mmap: \(reason)")
            }
            madvise(pointer, size, MADV_SEQUENTIAL)
            base = UnsafeRawPointer(pointer)
        }
        posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_SEQUENTIAL))
        self.descriptor = fd
        self.base = base
        self.guardSlot = pulsum_mapping_guard_add(base, size, Self.faultMessage(path: path))
        self.path = path
        self.size = size
    }

    /// The line printed when a page of the mapping cannot be read (SIGBUS: the file was cut short
    /// while mapped, or the disk failed): the run stops there, with status 1, as after a kill.
    static func faultMessage(path: String) -> String {
        "\(ProcessInfo.processInfo.processName): cannot read \(path): the file was cut short, or the disk failed, while "
            + "it was being read. Nothing from it was kept; check the file and try again."
    }

    deinit {
        pulsum_mapping_guard_remove(guardSlot)
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), size) }
        close(descriptor)
    }

    /// Calls `body` with the file's bytes (empty for an empty file).
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard let base else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size))
    }

    /// Tells the kernel the mapped pages before `offset` are no longer needed (keeps the resident
    /// memory flat while scanning huge files).
    public func release(upTo offset: Int) {
        guard let base, offset > 0 else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let aligned = (min(offset, size) / page) * page
        if aligned > 0 { madvise(UnsafeMutableRawPointer(mutating: base), aligned, MADV_DONTNEED) }
    }

    /// Fills `buffer` from `offset` with positioned reads, retrying interrupted ones.
    ///
    /// - Returns: the bytes read: `buffer.count`, or fewer when the file ends first.
    /// - Throws: ``PulsumCore/PulsumError/unreadableFile(path:reason:)`` on an I/O error.
    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(PulsumError) -> Int {
        guard let start = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let chunk = min(buffer.count - done, 1 << 30)
            let n = pread(descriptor, start + done, chunk, off_t(offset + done))
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: errnoText())
            }
            if n == 0 { break }
            done += n
        }
        return done
    }
}
