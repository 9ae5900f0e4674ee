import Crypto
import Foundation

/// Decrypts an age v1 file chunk by chunk with bounded memory. Every chunk handed out has been
/// authenticated; a file cut short, extended, reordered or changed fails with a clear error.
public final class AgeReader {
    private let reader: BufferedReader
    let opener: AgeChunkOpener
    private let slot = AgeChunkSlot()
    /// The next chunk's index.
    var counter: UInt64 = 0
    /// True once the last chunk has been handed out.
    var done = false

    /// The header's recipient stanzas (for inspection; no secrets).
    public let stanzas: [AgeStanza]

    /// Where the payload's first chunk starts, in bytes from the start of the input.
    var payloadStart: Int { reader.consumed }

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
        opener = AgeChunkOpener(payloadKey: AgeKeySchedule.payloadKey(fileKey, nonce: nonce))
    }

    /// The next authenticated plaintext chunk, `nil` after the last one.
    public func nextChunk() throws -> Data? {
        guard !done else { return nil }
        let count = try reader.read(into: slot.sealed)
        let atEnd = try reader.isAtEnd()
        let plain = try opener.open(slot, count: count, index: counter, atEnd: atEnd)
        counter += 1
        done = atEnd
        return plain
    }

    /// Decrypts the rest of the file into `output`.
    public func copy(to output: ByteOutput) throws {
        while let chunk = try nextChunk() { try output.write(chunk) }
    }
}
