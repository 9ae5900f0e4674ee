/// FNV-1a (64-bit) over explicitly fed integers: the same inputs give the same hash on every
/// platform and in every process (unlike `Hasher`, which is randomly seeded per process).
///
/// It detects changed inputs; it is not a cryptographic hash and must not guard against tampering.
struct StableHasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ value: UInt64) {
        var remaining = value
        for _ in 0..<8 {
            state ^= remaining & 0xff
            state = state &* 0x0000_0100_0000_01b3
            remaining >>= 8
        }
    }

    mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    mutating func combine(_ value: Double) { combine(value.bitPattern) }

    mutating func combine(_ text: String) {
        combine(text.utf8.count)
        for byte in text.utf8 { combine(UInt64(byte)) }
    }

    /// The hash so far.
    var value: UInt64 { state }

    /// The hash as 16 lowercase hexadecimal digits.
    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
