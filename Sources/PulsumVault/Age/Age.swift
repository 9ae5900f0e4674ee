import Foundation

/// Whole-buffer age v1 encryption and decryption (for files that fit in memory; `AgeWriter` and
/// `AgeReader` stream).
public enum Age {
    /// `plaintext` encrypted to `recipients` as an age v1 file.
    public static func encrypt(_ plaintext: some ContiguousBytes, to recipients: [any AgeRecipient]) throws -> Data {
        let output = DataOutput()
        let writer = try AgeWriter(to: output, recipients: recipients)
        try writer.write(plaintext)
        try writer.finish()
        return output.data
    }

    /// The plaintext of the age v1 file `ciphertext`, opened with the first matching identity.
    public static func decrypt(_ ciphertext: Data, identities: [any AgeIdentity]) throws -> Data {
        let output = DataOutput()
        try AgeReader(from: DataInput(ciphertext), identities: identities).copy(to: output)
        return output.data
    }
}
