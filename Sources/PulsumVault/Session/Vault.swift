import Crypto
import Foundation

/// An encrypted data folder's door: opens the data key from a credential or the unlock session,
/// starts and ends sessions, and records each of these in the audit log. Failed attempts are
/// recorded; after five in a row each further attempt first waits longer (`UnlockBackoff`).
/// Callers hold the data folder's write lock.
public struct Vault: Sendable {
    /// The data folder.
    public let folder: URL
    /// Its key files.
    public let keys: VaultKeys
    /// Its unlock session.
    public let keyring: KernelKeyring
    /// How to wait before an attempt (a real sleep; tests record instead).
    let wait: @Sendable (TimeInterval) -> Void

    public init(folder: URL) {
        self.init(folder: folder, wait: { Thread.sleep(forTimeInterval: $0) })
    }

    init(folder: URL, wait: @escaping @Sendable (TimeInterval) -> Void) {
        self.folder = folder
        self.keys = VaultKeys(folder: folder)
        self.keyring = KernelKeyring(folder: folder)
        self.wait = wait
    }

    /// The folder's audit log.
    public var audit: AuditLog { AuditLog(folder: folder, encrypted: keys.isEncrypted) }

    /// The data key from `credential` for one command, after the back-off wait; records the
    /// attempt.
    public func open(_ credential: Credential) throws -> DataKey {
        let key = try attempt(credential)
        try audit.append(AuditEntry(event: .unlock, counts: ["session-seconds": 0]), key: key.auditKey)
        return key
    }

    /// Waits out the back-off, then opens the key; a wrong credential is recorded as a failure.
    private func attempt(_ credential: Credential) throws -> DataKey {
        let failures = try audit.consecutiveFailedUnlocks()
        wait(UnlockBackoff.delay(afterFailures: failures))
        do {
            switch credential {
            case .identityFile(let path): return try keys.open(identityPath: path)
            case .passphrase(let passphrase): return try keys.open(passphrase: passphrase)
            }
        } catch let error as VaultError where error == .wrongPassphrase || error.isWrongIdentity {
            try audit.append(AuditEntry(event: .unlock, outcome: .failed, counts: ["failures-in-a-row": failures + 1]), key: nil)
            throw error
        }
    }

    /// The data key of the live unlock session, `nil` when there is none (or the keyring is
    /// refused here).
    public func sessionKey() throws -> DataKey? {
        let session: UnlockSession?
        do { session = try keyring.session() } catch KeyringError.unavailable { return nil }
        guard let session else { return nil }
        try keys.verify(session.key)
        return session.key
    }

    /// Opens the key from `credential` and keeps it in the kernel keyring for `duration`.
    @discardableResult
    public func unlock(_ credential: Credential, for duration: TimeInterval) throws -> UnlockSession {
        let key = try attempt(credential)
        let session = try keyring.store(key, for: duration)
        try audit.append(AuditEntry(event: .unlock, counts: ["session-seconds": Int(duration)]), key: key.auditKey)
        return session
    }

    /// Ends the unlock session at once and records it.
    public func lock() throws {
        let key = (try? sessionKey()) ?? nil
        keyring.revoke()
        try audit.append(AuditEntry(event: .lock), key: key?.auditKey)
    }

    /// Encryption, key sources and session expiry, for `doctor`.
    public func status() -> VaultStatus {
        var problem: String?
        var expires: Date?
        do { expires = try keyring.session()?.expires } catch { problem = error.localizedDescription }
        return VaultStatus(encrypted: keys.isEncrypted, keySources: keys.sources, sessionExpires: expires, keyringProblem: problem)
    }
}
