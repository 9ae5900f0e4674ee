import Foundation

/// Why an age v1 file could not be read or written. Every case names what is wrong in words a
/// person can act on; none of them carries key material or plaintext.
public enum AgeError: LocalizedError, Equatable, Sendable {
    /// The header breaks a rule of the age v1 format (C2SP `age.md`); `reason` says which.
    case malformedHeader(String)
    /// The file does not start with `age-encryption.org/v1`.
    case notAgeFile
    /// No identity given could unwrap the file key (wrong passphrase or wrong identity).
    case noMatchingIdentity
    /// The header MAC does not match: the header was changed or the key is wrong.
    case headerMACMismatch
    /// A payload chunk failed authentication: the data was changed, truncated or reordered.
    case payloadCorrupted(chunk: Int)
    /// The payload ends before its last chunk (the file was cut short).
    case payloadTruncated
    /// Bytes follow the last chunk.
    case trailingData
    /// The payload breaks a framing rule (empty last chunk, short nonce).
    case malformedPayload(String)
    /// A scrypt stanza asks for more work than this reader allows.
    case scryptWorkFactorTooHigh(Int, maximum: Int)
    /// An identity or recipient string is not valid Bech32 of the expected kind.
    case invalidKeyEncoding(String)
    /// A passphrase was empty.
    case emptyPassphrase
    /// Reading or writing the underlying file failed.
    case io(String)

    public var errorDescription: String? {
        switch self {
        case .malformedHeader(let reason): "not a valid age file: \(reason)"
        case .notAgeFile: "not an age file (it does not start with 'age-encryption.org/v1')"
        case .noMatchingIdentity: "cannot decrypt: the passphrase or identity is wrong for this file, or its header was damaged"
        case .headerMACMismatch: "the file's header was changed or damaged (header MAC mismatch)"
        case .payloadCorrupted(let chunk): "the file's data was changed or damaged (chunk \(chunk) failed authentication)"
        case .payloadTruncated: "the file was cut short (its last chunk is missing)"
        case .trailingData: "the file has unexpected bytes after its last chunk"
        case .malformedPayload(let reason): "the file's data is malformed: \(reason)"
        case .scryptWorkFactorTooHigh(let factor, let maximum):
            "the passphrase stanza asks for scrypt work factor 2^\(factor); at most 2^\(maximum) is accepted"
        case .invalidKeyEncoding(let reason): "not a valid age key: \(reason)"
        case .emptyPassphrase: "the passphrase is empty"
        case .io(let reason): reason
        }
    }
}
