import Foundation
import PulsumVault

/// Unlock sessions and the passphrase (`unlock`, `lock`, `passwd`), each under the data
/// folder's write lock so audit lines are appended one at a time.
extension Orchestrator {
    /// Opens the key from the identity file, the passphrase descriptor or the terminal, and keeps
    /// it in the kernel keyring for `duration` seconds. Returns when the session ends.
    public func unlock(for duration: TimeInterval) throws -> Date {
        let vault = try encryptedVault()
        let lock = try folder.lock()
        defer { withExtendedLifetime(lock) {} }
        return try vault.unlock(try access.credential(), for: duration).expires
    }

    /// Ends the unlock session at once (harmless when there is none).
    public func lock() throws {
        let vault = try encryptedVault()
        let lock = try folder.lock()
        defer { withExtendedLifetime(lock) {} }
        try vault.lock()
    }

    /// Re-wraps the data key for a new passphrase; the data files are not touched. The current
    /// key comes from the identity file or the current passphrase (never from the unlock
    /// session); the new passphrase from the descriptor's next line or typed twice. A wrong
    /// current passphrase changes nothing.
    public func changePassphrase() throws {
        let vault = try encryptedVault()
        let lock = try folder.lock()
        defer { withExtendedLifetime(lock) {} }
        let current = try access.credential(prompt: "Current passphrase: ")
        let key = try vault.open(current)
        access.remember(key)
        try vault.keys.changePassphrase(of: key, to: try access.newPassphrase())
        try access.audit().record(.passphraseChange, counts: ["key-sources": vault.keys.sources.count])
    }

    /// The folder's door; throws when the folder is not encrypted.
    private func encryptedVault() throws -> Vault {
        let vault = access.vault
        guard vault.keys.isEncrypted else {
            throw VaultError.io("\(dataFolderPath) is not encrypted: make it so with 'pulsum encrypt'")
        }
        return vault
    }
}
