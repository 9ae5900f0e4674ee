import Crypto
import Foundation

/// Authenticates and decrypts age payload chunks, and tells from a chunk that fails what happened
/// to the file (cut short, extended, damaged).
///
/// A chunk is opened in place from a slot (``AgeChunkSlot``) that keeps the nonce's 12 bytes in
/// front of the sealed bytes, so swift-crypto reads nonce ‖ ciphertext ‖ tag without a copy.
struct AgeChunkOpener: Sendable {
    /// The payload key (HKDF of the file key and the payload nonce).
    let payloadKey: SymmetricKey

    /// The plaintext of chunk `index`, whose `count` sealed bytes are in `slot`; `atEnd` says
    /// whether the file ends after it. Throws the error a front-to-back reader reports there.
    func open(_ slot: AgeChunkSlot, count: Int, index: UInt64, atEnd: Bool) throws -> Data {
        guard count >= AgePayload.tagSize else {
            throw index == 0 && count == 0 ? AgeError.malformedPayload("the payload has no chunk") : AgeError.payloadTruncated
        }
        guard let plain = attempt(slot, count: count, index: index, last: atEnd) else {
            // A full chunk that opens with the other flag tells what happened to the file.
            if count == AgePayload.sealedChunkSize, attempt(slot, count: count, index: index, last: !atEnd) != nil {
                throw atEnd ? AgeError.payloadTruncated : AgeError.trailingData
            }
            throw AgeError.payloadCorrupted(chunk: Int(index))
        }
        if atEnd && plain.isEmpty && index > 0 { throw AgeError.malformedPayload("the last chunk is empty") }
        return plain
    }

    /// The plaintext, or `nil` when the chunk does not authenticate as chunk `index` with this flag.
    private func attempt(_ slot: AgeChunkSlot, count: Int, index: UInt64, last: Bool) -> Data? {
        AgePayload.writeNonce(counter: index, last: last, into: slot.bytes)
        guard let base = slot.bytes.baseAddress else { return nil }
        let combined = Data(bytesNoCopy: base, count: AgePayload.nonceSize + count, deallocator: .none)
        guard let box = try? ChaChaPoly.SealedBox(combined: combined) else { return nil }
        return try? ChaChaPoly.open(box, using: payloadKey)
    }
}
