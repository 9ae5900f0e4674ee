/// FNV-1a (64-bit) over explicitly fed bytes and integers: the same inputs give the same hash on
/// every platform and in every process (unlike `Hasher`, which is randomly seeded per process).
///
/// It detects changed inputs and spreads ids over shards; it is not a cryptographic hash and
/// must not guard against tampering.
public struct StableHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hasher at FNV-1a's offset basis.
    public init() {}

    /// Feeds one byte: `state = (state XOR byte) × 0x100000001b3`, modulo 2^64.
    public mutating func combine(byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x0000_0100_0000_01b3
    }

    /// Feeds the 8 bytes of `value`, least significant first.
    public mutating func combine(_ value: UInt64) {
        var remaining = value
        for _ in 0..<8 {
            combine(byte: UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }

    /// Feeds an integer as its 64-bit two's complement.
    public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    /// Feeds a double's bit pattern.
    public mutating func combine(_ value: Double) { combine(value.bitPattern) }

    /// Feeds the text's UTF-8 length, then each byte as a 64-bit value (so "ab","c" ≠ "a","bc").
    public mutating func combine(_ text: String) {
        combine(text.utf8.count)
        for byte in text.utf8 { combine(UInt64(byte)) }
    }

    /// The hash so far.
    public var value: UInt64 { state }

    /// The hash as 16 lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The published FNV-1a 64 of the text's UTF-8 bytes (`"a"` → `0xaf63dc4c8601ec8c`).
    public static func fnv1a(_ text: String) -> UInt64 {
        var hasher = StableHasher()
        for byte in text.utf8 { hasher.combine(byte: byte) }
        return hasher.value
    }
}
