import Crypto
import Foundation

/// The STREAM construction of age's payload: ChaCha20-Poly1305 over 64 KiB chunks, nonce =
/// 11-byte big-endian chunk counter ‖ 0x01 for the last chunk, else 0x00.
enum AgePayload {
    /// Plaintext bytes per chunk.
    static let chunkSize = 64 * 1024
    /// Poly1305 tag bytes per chunk.
    static let tagSize = 16
    /// Bytes of a chunk's nonce.
    static let nonceSize = 12
    /// Bytes of a sealed chunk at most: a full chunk and its tag.
    static let sealedChunkSize = chunkSize + tagSize

    /// The nonce of chunk `counter`.
    static func nonce(counter: UInt64, last: Bool) throws -> ChaChaPoly.Nonce {
        var bytes = [UInt8](repeating: 0, count: nonceSize)
        bytes.withUnsafeMutableBytes { writeNonce(counter: counter, last: last, into: $0) }
        return try ChaChaPoly.Nonce(data: bytes)
    }

    /// Writes the nonce of chunk `counter` into the first 12 bytes of `bytes`.
    static func writeNonce(counter: UInt64, last: Bool, into bytes: UnsafeMutableRawBufferPointer) {
        bytes[0] = 0
        bytes[1] = 0
        bytes[2] = 0
        for index in 0..<8 { bytes[3 + index] = UInt8(truncatingIfNeeded: counter >> (8 * (7 - UInt64(index)))) }
        bytes[11] = last ? 1 : 0
    }
}
