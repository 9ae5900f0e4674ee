import Crypto
import Foundation

/// Encrypts a stream into an age v1 file with bounded memory (one 64 KiB chunk): write the
/// plaintext in pieces of any size, then `finish()`.
public final class AgeWriter {
    private let output: ByteOutput
    private let payloadKey: SymmetricKey
    private var pending = Data()
    private var counter: UInt64 = 0
    private var finished = false

    /// Writes the header for `recipients` to `output`; the payload follows with `write`.
    public init(to output: ByteOutput, recipients: [any AgeRecipient]) throws {
        guard !recipients.isEmpty else { throw AgeError.malformedHeader("no recipient to encrypt to") }
        PayloadHeap.prepare()
        if recipients.count > 1, recipients.contains(where: \.mustBeAlone) {
            throw AgeError.malformedHeader("a passphrase (scrypt) recipient must be the only recipient")
        }
        let fileKey = AgeKeySchedule.randomFileKey()
        let stanzas = try recipients.flatMap { try $0.wrap(fileKey: fileKey) }
        let header = AgeHeader(stanzas: stanzas, fileKey: fileKey)
        let nonce = AgeKeySchedule.randomBytes(AgeKeySchedule.nonceByteCount)
        self.output = output
        self.payloadKey = AgeKeySchedule.payloadKey(fileKey, nonce: nonce)
        try output.write(Data(header.encoded.utf8))
        try output.write(nonce)
        pending.reserveCapacity(AgePayload.chunkSize)
    }

    /// Encrypts and writes the next plaintext bytes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        var rest = bytes[...]
        while !rest.isEmpty {
            if pending.count == AgePayload.chunkSize { try seal(pending, last: false) }
            if pending.isEmpty, rest.count > AgePayload.chunkSize {
                // A whole chunk with more bytes after it: sealed straight from the caller's buffer.
                try seal(UnsafeRawBufferPointer(rebasing: rest.prefix(AgePayload.chunkSize)), last: false)
                rest = rest.dropFirst(AgePayload.chunkSize)
                continue
            }
            let take = min(AgePayload.chunkSize - pending.count, rest.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest.prefix(take)))
            rest = rest.dropFirst(take)
        }
    }

    /// Encrypts and writes the next plaintext bytes.
    public func write(_ data: some ContiguousBytes) throws { try data.withUnsafeBytes { try write($0) } }

    /// Writes the last chunk. The file is incomplete (and will not open) until this is called.
    public func finish() throws {
        guard !finished else { return }
        try seal(pending, last: true)
        finished = true
    }

    private func seal(_ chunk: some DataProtocol, last: Bool) throws {
        let box = try ChaChaPoly.seal(chunk, using: payloadKey, nonce: AgePayload.nonce(counter: counter, last: last))
        try output.write(box.ciphertext)
        try output.write(box.tag)
        pending.removeAll(keepingCapacity: true)
        counter += 1
    }
}
