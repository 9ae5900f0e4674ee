#if canImport(Glibc)
import Glibc
#endif

/// Finds bytes in a buffer eight at a time (SWAR: SIMD within a 64-bit register).
///
/// In an Apple export the next `<` is a few bytes away, names are a few letters and most
/// attribute values are short (dates are 25 bytes), so a call into libc per search costs more
/// than the search itself, and a byte loop pays a mispredicted branch where each name ends.
/// Long stretches (device descriptions, skipped declarations) still get libc's vector loop.
enum ByteFind {
    /// How many bytes ``first(_:in:from:)`` searches word by word before handing over to `memchr`.
    static let inlineBytes = 32

    /// Offset of the first `byte` at or after `from`, or `nil`.
    @inline(__always)
    static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < bytes.count, let base = bytes.baseAddress else { return nil }
        if let hit = firstInWords(bytes, from: from, words: inlineBytes / 8, { matches($0, byte) }) { return hit }
        let start = from + inlineBytes <= bytes.count ? from + inlineBytes : from  // past the words searched
        guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// The first offset in the next `words` whole 8-byte words from `from` whose byte `flags`
    /// marks (flags returns 0x80 in each byte it marks; only the lowest mark must be exact), or
    /// `nil` when none is marked or fewer than 8 bytes remain — callers then fall back to a byte loop.
    @inline(__always)
    static func firstInWords(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, words: Int,
                             _ flags: (UInt64) -> UInt64) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var i = from
        for _ in 0..<words {
            guard i + 8 <= bytes.count else { return nil }
            let marked = flags(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
            if marked != 0 { return i + marked.trailingZeroBitCount / 8 }
            i += 8
        }
        return nil
    }

    /// 0x80 in each byte of `word` equal to `byte`; exact for the lowest such byte (a borrow
    /// can only mark bytes above a true match).
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }
}
