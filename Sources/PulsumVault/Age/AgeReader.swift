import Crypto
import Foundation

/// Decrypts an age v1 file chunk by chunk with bounded memory. Every chunk handed out has been
/// authenticated; a file cut short, extended, reordered or changed fails with a clear error.
public final class AgeReader {
    private let reader: BufferedReader
    private let payloadKey: SymmetricKey
    private var counter: UInt64 = 0
    private var done = false

    /// The header's recipient stanzas (for inspection; no secrets).
    public let stanzas: [AgeStanza]

    /// Reads and authenticates the header with the first identity that opens it.
    public init(from input: ByteInput, identities: [any AgeIdentity]) throws {
        PayloadHeap.prepare()
        reader = BufferedReader(input)
        let header = try AgeHeader.parse(from: reader)
        if header.stanzas.count > 1, header.stanzas.contains(where: { $0.type == ScryptRecipient.stanzaType }) {
            throw AgeError.malformedHeader("a scrypt stanza must be the only stanza")
        }
        var fileKey: SymmetricKey?
        for identity in identities {
            fileKey = try identity.unwrap(stanzas: header.stanzas)
            if fileKey != nil { break }
        }
        guard let fileKey else { throw AgeError.noMatchingIdentity }
        guard header.isAuthentic(under: fileKey) else { throw AgeError.headerMACMismatch }
        let nonce = try reader.read(count: AgeKeySchedule.nonceByteCount)
        guard nonce.count == AgeKeySchedule.nonceByteCount else { throw AgeError.malformedPayload("the payload nonce is missing") }
        stanzas = header.stanzas
        payloadKey = AgeKeySchedule.payloadKey(fileKey, nonce: nonce)
    }

    /// The next authenticated plaintext chunk, `nil` after the last one.
    public func nextChunk() throws -> Data? {
        guard !done else { return nil }
        let full = AgePayload.chunkSize + AgePayload.tagSize
        let sealed = try reader.read(count: full)
        guard sealed.count >= AgePayload.tagSize else {
            throw counter == 0 && sealed.isEmpty ? AgeError.malformedPayload("the payload has no chunk") : AgeError.payloadTruncated
        }
        let atEnd = try reader.isAtEnd()
        guard let plain = open(sealed, last: atEnd) else {
            // A full chunk that opens with the other flag tells what happened to the file.
            if sealed.count == full, open(sealed, last: !atEnd) != nil {
                throw atEnd ? AgeError.payloadTruncated : AgeError.trailingData
            }
            throw AgeError.payloadCorrupted(chunk: Int(counter))
        }
        if atEnd && plain.isEmpty && counter > 0 { throw AgeError.malformedPayload("the last chunk is empty") }
        counter += 1
        done = atEnd
        return plain
    }

    /// The chunk's plaintext, or `nil` when it does not authenticate as chunk `counter`.
    private func open(_ sealed: [UInt8], last: Bool) -> Data? {
        guard let nonce = try? AgePayload.nonce(counter: counter, last: last),
              let box = try? ChaChaPoly.SealedBox(nonce: nonce, ciphertext: sealed.dropLast(AgePayload.tagSize),
                                                  tag: sealed.suffix(AgePayload.tagSize))
        else { return nil }
        return try? ChaChaPoly.open(box, using: payloadKey)
    }

    /// Decrypts the rest of the file into `output`.
    public func copy(to output: ByteOutput) throws {
        while let chunk = try nextChunk() { try output.write(chunk) }
    }
}
