import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// The encrypted files of a data folder: each an age file to the data key's recipient, written
/// atomically (the temporary file beside it only ever holds ciphertext) and read into memory by
/// one thread per core, each with one 64 KiB chunk of ciphertext in flight. A damaged file is
/// refused with an error naming it and is never rewritten by a read.
public enum SealedFile {
    /// Encrypts `plaintext` to `recipient` into `url`, atomically and durably (mode 0600).
    public static func write(_ plaintext: some ContiguousBytes, to url: URL, recipient: X25519Recipient) throws {
        try AtomicFile.write(to: url) { fd in
            let writer = try AgeWriter(to: FileDescriptorOutput(fd: fd, path: url.path), recipients: [recipient])
            try writer.write(plaintext)
            try writer.finish()
        }
    }

    /// The plaintext of the encrypted file at `url`, opened with `key`.
    public static func read(_ url: URL, key: DataKey) throws -> Data {
        var plaintext = Data(count: size(of: url) ?? 0)
        let length = try plaintext.withUnsafeMutableBytes { try read(url, key: key, into: $0) }
        plaintext.count = length
        return plaintext
    }

    /// Decrypts the file at `url` straight into `buffer` (at least the file's size: the plaintext
    /// is smaller than the ciphertext), on every core (``AgeReader/decryptPayload(of:into:)``);
    /// returns the plaintext's length.
    public static func read(_ url: URL, key: DataKey, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw VaultError.io("cannot open \(url.path): \(errnoText())") }
        defer { close(fd) }
        do {
            let input = FileDescriptorInput(fd: fd, path: url.path)
            return try AgeReader(from: input, identities: [key.identity]).decryptPayload(of: input, into: buffer)
        } catch AgeError.noMatchingIdentity {
            throw VaultError.damagedFile(path: url.path, reason: "it is not encrypted to this data folder's key, or its header was damaged")
        } catch let error as AgeError {
            throw VaultError.damagedFile(path: url.path, reason: error.localizedDescription)
        }
    }

    /// The file's size in bytes, `nil` when it cannot be read.
    public static func size(of url: URL) -> Int? { FileSize.bytes(atPath: url.path) }
}
