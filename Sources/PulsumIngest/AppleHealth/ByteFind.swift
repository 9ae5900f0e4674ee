import CByteMask
#if canImport(Glibc)
import Glibc
#endif

/// Finds bytes in a buffer sixteen at a time (an SSE2 compare and bitmask per byte value).
///
/// In an Apple export the next `<` is a few bytes away, names are a few letters and most
/// attribute values are short (dates are 25 bytes), so a call into libc per search costs more
/// than the search itself, and a byte or word loop pays a mispredicted branch where each name
/// or value ends; testing a whole window at once leaves one well-predicted branch.
/// Long stretches (device descriptions, skipped declarations) still get libc's vector loop.
enum ByteFind {
    /// Bytes compared at once.
    static let chunk = 16
    /// How many bytes ``first(_:in:from:)`` tests at once (one branch) before handing over to
    /// `memchr`: enough for every Apple attribute value but device descriptions.
    static let window = 4 * chunk

    /// Offset of the first `byte` at or after `from`, or `nil`.
    @inline(__always)
    static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < bytes.count, let base = bytes.baseAddress else { return nil }
        var start = from
        if from + window <= bytes.count {
            let p = base + from
            let marked = UInt64(mask(p, byte)) | UInt64(mask(p + chunk, byte)) << 16
                | UInt64(mask(p + 2 * chunk, byte)) << 32 | UInt64(mask(p + 3 * chunk, byte)) << 48
            if marked != 0 { return from + marked.trailingZeroBitCount }
            start = from + window
        }
        guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// The first offset in the 16 bytes from `from` whose bit is set in `flags` (a mask of the
    /// chunk at the pointer, bit i for byte i), or `nil` when none is set or fewer than 16 bytes
    /// remain — callers then fall back to a byte loop.
    @inline(__always)
    static func firstInChunk(_ bytes: UnsafeBufferPointer<UInt8>, from: Int,
                             _ flags: (UnsafePointer<UInt8>) -> UInt32) -> Int? {
        guard from + chunk <= bytes.count, let base = bytes.baseAddress else { return nil }
        let marked = flags(base + from)
        return marked != 0 ? from + marked.trailingZeroBitCount : nil
    }

    /// Bit i set when `p[i] == byte`, for the 16 bytes at `p`.
    @inline(__always)
    static func mask(_ p: UnsafePointer<UInt8>, _ byte: UInt8) -> UInt32 { pulsum_equal_mask16(p, byte) }
}
