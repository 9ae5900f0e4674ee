import Foundation

/// Why a vault operation (keys, unlock sessions, key files) failed, in words a person can act on.
public enum VaultError: LocalizedError, Equatable, Sendable {
    /// The passphrase does not open the folder's key file.
    case wrongPassphrase
    /// The identity file does not open the folder's key file.
    case wrongIdentity(path: String)
    /// An identity file can be read by other users.
    case identityFileTooOpen(path: String, mode: Int)
    /// An identity file could not be read or holds no `AGE-SECRET-KEY-1…` line.
    case unreadableIdentityFile(path: String, reason: String)
    /// The folder has no key file for this key source.
    case noKeyFile(path: String)
    /// A key file opened but holds a key that does not match the folder.
    case keyMismatch(path: String)
    /// A key file or encrypted file is damaged; `reason` says how.
    case damagedFile(path: String, reason: String)
    /// The folder is already encrypted.
    case alreadyEncrypted(path: String)
    /// The scrypt work factor asked for is below the OWASP minimum (2^17).
    case workFactorTooLow(Int)
    /// Reading or writing a file failed.
    case io(String)

    public var errorDescription: String? {
        switch self {
        case .wrongPassphrase: "wrong passphrase (nothing was changed)"
        case .wrongIdentity(let path): "the identity in \(path) is not a key of this data folder (nothing was changed)"
        case .identityFileTooOpen(let path, let mode):
            "\(path) is readable by other users (mode \(String(mode, radix: 8))); run 'chmod 600 \(path)' and try again"
        case .unreadableIdentityFile(let path, let reason): "cannot use identity file \(path): \(reason)"
        case .noKeyFile(let path): "\(path) is missing, so this key source cannot open the data folder"
        case .keyMismatch(let path): "\(path) holds a key that does not belong to this data folder"
        case .damagedFile(let path, let reason): "\(path): \(reason)"
        case .alreadyEncrypted(let path): "\(path) is already encrypted"
        case .workFactorTooLow(let factor): "scrypt work factor 2^\(factor) is below the minimum 2^17"
        case .io(let reason): reason
        }
    }
}

extension VaultError {
    /// True for `wrongIdentity`.
    var isWrongIdentity: Bool {
        if case .wrongIdentity = self { return true }
        return false
    }
}
