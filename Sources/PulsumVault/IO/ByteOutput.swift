import Foundation
import PulsumFiles

/// A sink for bytes written front to back (a file descriptor, a buffer in memory).
public protocol ByteOutput: AnyObject {
    /// Writes every byte of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension ByteOutput {
    /// Writes every byte of `data`.
    func write(_ data: some ContiguousBytes) throws {
        try data.withUnsafeBytes { try write($0) }
    }
}

/// Bytes written to an open file descriptor (the caller keeps ownership of it).
public final class FileDescriptorOutput: ByteOutput {
    private let fd: Int32
    private let path: String

    /// Writes to `fd`; `path` names the file in errors.
    public init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        do { try AtomicFile.writeAll(fd: fd, bytes, path: path) } catch { throw AgeError.io(error.localizedDescription) }
    }
}

/// Bytes collected in memory.
public final class DataOutput: ByteOutput {
    /// Everything written so far.
    public private(set) var data = Data()

    /// An empty buffer, with room for `capacity` bytes reserved.
    public init(capacity: Int = 0) { data.reserveCapacity(capacity) }

    public func write(_ bytes: UnsafeRawBufferPointer) throws { data.append(contentsOf: bytes) }
}

/// Bytes written into a buffer the caller owns (SQLite's, for a database image), never past its
/// end.
public final class BufferOutput: ByteOutput {
    private let buffer: UnsafeMutableRawBufferPointer
    /// Bytes written so far.
    public private(set) var count = 0

    public init(_ buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count <= buffer.count - count else { throw AgeError.io("the plaintext is larger than its buffer") }
        if let source = bytes.baseAddress, let target = buffer.baseAddress { (target + count).copyMemory(from: source, byteCount: bytes.count) }
        count += bytes.count
    }
}
