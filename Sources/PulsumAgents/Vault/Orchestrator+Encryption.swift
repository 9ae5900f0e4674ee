import Foundation
import PulsumFiles
import PulsumStore
import PulsumVault

/// Making a data folder, and converting it between plaintext and encrypted (`init`, `encrypt`,
/// `decrypt`). Each holds the data folder's write lock and the coaching lock throughout.
extension Orchestrator {
    /// What a folder's encryption change did.
    public struct EncryptionChange: Sendable, Encodable {
        /// The data folder.
        public var folder: String
        /// True when the folder is now encrypted.
        public var encrypted: Bool
        /// The personal files converted, by plaintext name.
        public var files: [String]
        /// The key files that open it (`passphrase`, `identity`).
        public var keySources: [String]
        /// The identity file created for it, if one was.
        public var createdIdentity: String?

        enum CodingKeys: String, CodingKey {
            case folder, encrypted, files
            case keySources = "key_sources"
            case createdIdentity = "created_identity"
        }
    }

    /// Makes the data folder (0700) and records it; with `encrypt`, makes it an encrypted folder
    /// whose key is wrapped for the identity file (created in `age-keygen`'s layout when it does not
    /// exist) and/or a passphrase (from the descriptor, else typed twice). An encrypted folder
    /// cannot be made over existing data: `encrypt` converts that.
    public func initialize(encrypt: Bool) throws -> EncryptionChange {
        try folder.prepare()
        let locks = try holdBothLocks()
        defer { withExtendedLifetime(locks) {} }
        let vault = access.vault
        guard encrypt else {
            // An encrypted folder was made already (and recorded then): nothing to record, no key asked for.
            if !vault.keys.isEncrypted { try access.audit().record(.`init`, counts: ["encrypted": 0]) }
            return EncryptionChange(folder: dataFolderPath, encrypted: vault.keys.isEncrypted, files: [],
                                    keySources: vault.keys.sources.map(\.rawValue), createdIdentity: nil)
        }
        guard !vault.keys.isEncrypted else { throw VaultError.alreadyEncrypted(path: dataFolderPath) }
        guard PersonalFiles.plaintext(in: folder).isEmpty else {
            throw VaultError.io("\(dataFolderPath) already holds data: run 'pulsum encrypt' to encrypt it in place")
        }
        let change = try createKeys(vault: vault, files: [])
        try access.audit().record(.`init`, counts: ["encrypted": 1, "key-sources": change.keySources.count])
        return change
    }

    /// Encrypts the folder in place: a new data key wrapped for the identity file and/or a
    /// passphrase, then each personal file sealed, read back, compared, and only then its plaintext
    /// removed. Run again after an interruption, it finishes the files still in plaintext.
    public func encryptFolder() throws -> EncryptionChange {
        try folder.prepare()
        let locks = try holdBothLocks()
        defer { withExtendedLifetime(locks) {} }
        let vault = access.vault
        let resuming = vault.keys.isEncrypted
        if resuming, PersonalFiles.plaintext(in: folder).isEmpty { throw VaultError.alreadyEncrypted(path: dataFolderPath) }
        try checkpointDatabase()
        let names = PersonalFiles.plaintext(in: folder)
        var change = resuming
            ? EncryptionChange(folder: dataFolderPath, encrypted: true, files: names, keySources: vault.keys.sources.map(\.rawValue))
            : try createKeys(vault: vault, files: names)
        let key = try access.key()
        let digests = try FolderEncryption(folder: folder.url).seal(names, key: key)
        for url in PersonalFiles.databaseCompanions(in: folder) { try? FileManager.default.removeItem(at: url) }
        try PersonalFiles.removeDerivedCaches(in: folder)
        change.files = names
        try access.audit().record(.encryptionChange, counts: ["encrypted": 1, "files": names.count],
                                  digests: Dictionary(uniqueKeysWithValues: digests.map { (PersonalFiles.auditName($0.key), $0.value) }))
        return change
    }

    /// Decrypts the folder in place with its key (from the usual sources): each file unsealed, read
    /// back and compared before the encrypted one is removed; then the key files are destroyed
    /// (`vault.json` last) and the unlock session ended.
    public func decryptFolder() throws -> EncryptionChange {
        let locks = try holdBothLocks()
        defer { withExtendedLifetime(locks) {} }
        let vault = access.vault
        guard vault.keys.isEncrypted else { throw VaultError.io("\(dataFolderPath) is not encrypted") }
        let key = try access.key()
        let names = PersonalFiles.sealed(in: folder)
        try FolderEncryption(folder: folder.url).unseal(names, key: key)
        try access.audit().record(.encryptionChange, counts: ["encrypted": 0, "files": names.count])
        vault.keyring.revoke()
        try vault.keys.destroy()
        return EncryptionChange(folder: dataFolderPath, encrypted: false, files: names, keySources: [])
    }

    /// Wraps a new data key for the requested sources and marks the folder encrypted.
    private func createKeys(vault: Vault, files: [String]) throws -> EncryptionChange {
        var created: String?
        var recipient: X25519Recipient?
        if let path = access.request.identityPath {
            if !FileManager.default.fileExists(atPath: path) {
                _ = try IdentityFile.create(path)
                created = path
            }
            guard let identity = try IdentityFile.read(path).first else { throw VaultError.noKeyFile(path: path) }
            recipient = identity.recipient
        }
        let passphrase = recipient == nil || access.request.passphraseFD != nil ? try access.newPassphrase() : nil
        let key = try vault.keys.create(passphrase: passphrase, identityRecipient: recipient)
        access.remember(key)
        return EncryptionChange(folder: dataFolderPath, encrypted: true, files: files,
                                keySources: vault.keys.sources.map(\.rawValue), createdIdentity: created)
    }

    /// Refuses a damaged plaintext database (`quick_check`; the encrypted image is not checked
    /// again on each open), then empties its write-ahead log into its file.
    private func checkpointDatabase() throws {
        guard FileManager.default.fileExists(atPath: folder.database.path) else { return }
        let database = try PulsumDatabase(path: folder.database.path)
        try database.refuseWritingIfDamaged()
        try database.checkpointWAL()
    }

    /// The data folder's write lock and the coaching lock, held until released.
    func holdBothLocks() throws -> [FileLock] {
        try folder.prepare()
        let coach = folder.file("coach")
        try FileManager.default.createDirectory(at: coach, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return [try folder.lock(), try FileLock(path: coach.appendingPathComponent("coach.lock").path)]
    }
}
