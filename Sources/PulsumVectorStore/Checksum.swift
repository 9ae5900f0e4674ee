import CRC32C

/// A running CRC-32C (Castagnoli) over the bytes of a store file, in the CPU's CRC instruction.
///
/// CRC-32C rather than SHA-256: the checksum guards against accidental damage (torn writes,
/// bit rot, truncated copies), not against an attacker who could rewrite the checksum too. It
/// detects every burst error up to 32 bits and runs at several GB/s, so loading a 1.5 GB store
/// stays close to disk speed; SHA-256 would add a second or more there.
struct Checksum {
    private(set) var value: UInt32 = 0

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        value = pulsum_crc32c_update(value, base, bytes.count)
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }
}
