import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// The encrypted files of a data folder: each an age file to the data key's recipient, written
/// atomically (the temporary file beside it only ever holds ciphertext) and read with one 64 KiB
/// chunk of ciphertext in flight. A damaged file is refused with an error naming it and is never
/// rewritten by a read.
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
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw VaultError.io("cannot open \(url.path): \(errnoText())") }
        defer { close(fd) }
        var info = stat()
        let size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        let output = DataOutput(capacity: size)
        do {
            try AgeReader(from: FileDescriptorInput(fd: fd, path: url.path), identities: [key.identity]).copy(to: output)
        } catch AgeError.noMatchingIdentity {
            throw VaultError.damagedFile(path: url.path, reason: "it is not encrypted to this data folder's key, or its header was damaged")
        } catch let error as AgeError {
            throw VaultError.damagedFile(path: url.path, reason: error.localizedDescription)
        }
        return output.data
    }
}
