import Foundation
import PulsumFiles
import PulsumVault
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One command's access to its data folder: whether it is encrypted and, when it is, the data
/// key, found once per command (one key derivation at most) in the order of ``KeyRequest``. Shared
/// by the agents the ``Orchestrator`` builds.
final class FolderAccess: Sendable {
    /// The data folder.
    let folder: DataDirectory
    /// Where the key may come from.
    let request: KeyRequest
    /// The key once found.
    private let found = Mutex<DataKey?>(nil)

    init(folder: DataDirectory, request: KeyRequest) {
        self.folder = folder
        self.request = request
    }

    /// The folder's door (key files, unlock session, audit log).
    var vault: Vault { Vault(folder: folder.url) }

    /// True when the folder is encrypted (`vault.json` is present).
    var isEncrypted: Bool { vault.keys.isEncrypted }

    /// The store of personal files: plaintext, or sealed with the data key (found on first use).
    func store() throws -> FileStore {
        guard isEncrypted else { return .plaintext }
        if let left = PersonalFiles.plaintext(in: folder).first {
            throw VaultError.io("\(folder.file(left).path) is not encrypted although the folder is: an encryption change was interrupted; run 'pulsum encrypt' (or 'pulsum decrypt') again to finish it")
        }
        return FileStore(key: try key())
    }

    /// The data key of an encrypted folder; ``FolderLockedError`` when no source gives one.
    func key() throws -> DataKey {
        if let key = found.withLock({ $0 }) { return key }
        let key = try openKey()
        found.withLock { $0 = key }
        return key
    }

    /// Keeps `key` as this command's key (a folder just made encrypted).
    func remember(_ key: DataKey) { found.withLock { $0 = key } }

    /// The audit trail, keyed when the folder is encrypted (the key is then needed).
    func audit() throws -> AuditTrail {
        let vault = vault
        return AuditTrail(log: vault.audit, key: vault.keys.isEncrypted ? try key().auditKey : nil)
    }

    /// The credential the request names, without the session or the terminal: an identity file,
    /// else a passphrase read from the descriptor; `nil` when it names neither.
    func givenCredential() throws -> Credential? {
        if let path = request.identityPath { return .identityFile(path) }
        if let fd = request.passphraseFD { return .passphrase(try PassphraseInput.read(fd: fd)) }
        return nil
    }

    /// A credential for unlocking: the given one, else a passphrase typed on the terminal.
    func credential(prompt: String = "Passphrase for the Pulsum data folder: ") throws -> Credential {
        if let given = try givenCredential() { return given }
        return .passphrase(try typedPassphrase(prompt))
    }

    /// A new passphrase: read from the descriptor, else typed twice on the terminal.
    func newPassphrase() throws -> Data {
        if let fd = request.passphraseFD { return try PassphraseInput.read(fd: fd) }
        let first = try typedPassphrase("New passphrase: ")
        guard try typedPassphrase("Repeat the new passphrase: ") == first else {
            throw VaultError.io("the two passphrases differ (nothing was changed)")
        }
        return first
    }

    private func openKey() throws -> DataKey {
        let vault = vault
        if let path = request.identityPath { return try vault.open(.identityFile(path)) }
        if let session = try vault.sessionKey() { return session }
        if let fd = request.passphraseFD { return try vault.open(.passphrase(try PassphraseInput.read(fd: fd))) }
        return try vault.open(.passphrase(try typedPassphrase("Passphrase for \(folder.url.path): ")))
    }

    /// A passphrase typed on the terminal; ``FolderLockedError`` when there is none to ask on.
    func typedPassphrase(_ prompt: String) throws -> Data {
        guard request.mayPrompt, isatty(STDIN_FILENO) == 1 || isatty(STDERR_FILENO) == 1 else {
            throw FolderLockedError(path: folder.url.path, reason: nil)
        }
        do { return try PassphraseInput.prompt(prompt) } catch {
            throw FolderLockedError(path: folder.url.path, reason: error.localizedDescription)
        }
    }
}
