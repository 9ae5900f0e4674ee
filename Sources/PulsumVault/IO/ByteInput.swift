import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// A source of bytes read front to back (a file descriptor, a buffer in memory).
public protocol ByteInput: AnyObject {
    /// Fills up to `buffer.count` bytes and returns how many were read; 0 means the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Bytes read from an open file descriptor (the caller keeps ownership of it).
public final class FileDescriptorInput: ByteInput, Sendable {
    private let fd: Int32
    private let path: String

    /// Reads `fd`; `path` names the file in errors.
    public init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let n = Glibc.read(fd, base, buffer.count)
            if n >= 0 { return n }
            if errno != EINTR { throw AgeError.io("cannot read \(path): \(errnoText())") }
        }
    }

    /// Fills `buffer` from `offset` without moving the file position (`pread`, so several threads
    /// may read one descriptor at once); returns fewer bytes only at the end of the file.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int {
        var filled = 0
        while filled < buffer.count, let base = buffer.baseAddress {
            let n = pread(fd, base + filled, buffer.count - filled, off_t(offset + filled))
            if n == 0 { break }
            if n > 0 {
                filled += n
            } else if errno != EINTR {
                throw AgeError.io("cannot read \(path): \(errnoText())")
            }
        }
        return filled
    }

    /// The file's size in bytes (`fstat`).
    func size() throws -> Int {
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw AgeError.io("cannot read \(path): \(errnoText())") }
        return Int(status.st_size)
    }
}

/// Bytes read from a buffer in memory.
public final class DataInput: ByteInput {
    private let data: Data
    private var offset: Int

    /// Reads `data` from its start.
    public init(_ data: Data) {
        self.data = data
        self.offset = data.startIndex
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.endIndex - offset)
        guard count > 0 else { return 0 }
        data.copyBytes(to: buffer, from: offset..<(offset + count))
        offset += count
        return count
    }
}
