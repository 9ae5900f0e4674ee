import Foundation
import PulsumFiles

/// The key files of an encrypted data folder: `vault.json` (the data key's public recipient) and
/// the wrapped data key, `key.passphrase.age` and/or `key.identity.age`. Each key file is an age
/// file whose plaintext is the data key as an `AGE-SECRET-KEY-1…` line, i.e. an age
/// (passphrase-)encrypted identity file: `age -d -i key.passphrase.age FILE` opens any data file.
/// Changing the passphrase rewrites only `key.passphrase.age`; the data files are untouched.
public struct VaultKeys: Sendable {
    /// The data folder.
    public let folder: URL

    /// The least scrypt work factor written (OWASP: N = 2^17, r = 8, p = 1).
    public static let minimumWorkFactor = 17

    public init(folder: URL) { self.folder = folder }

    /// `vault.json`.
    public var configURL: URL { folder.appendingPathComponent("vault.json") }

    /// The key file of `source`.
    public func url(of source: KeySource) -> URL { folder.appendingPathComponent(source.fileName) }

    /// True when the folder is encrypted (has `vault.json`).
    public var isEncrypted: Bool { FileManager.default.fileExists(atPath: configURL.path) }

    /// The key sources with a key file present.
    public var sources: [KeySource] { KeySource.allCases.filter { FileManager.default.fileExists(atPath: url(of: $0).path) } }

    /// Wraps `key` (a new random one by default) for the passphrase and/or identity recipient,
    /// and marks the folder encrypted (`vault.json` is written last).
    @discardableResult
    public func create(key: DataKey = .generate(), passphrase: Data?, identityRecipient: X25519Recipient?,
                       workFactor: Int = ScryptRecipient.defaultWorkFactor) throws -> DataKey {
        guard !isEncrypted else { throw VaultError.alreadyEncrypted(path: folder.path) }
        guard passphrase != nil || identityRecipient != nil else {
            throw VaultError.io("an encrypted folder needs a passphrase or an identity file")
        }
        if let passphrase { try wrap(key, for: .passphrase, to: ScryptRecipient(passphrase: passphrase, workFactor: checked(workFactor))) }
        if let identityRecipient { try wrap(key, for: .identity, to: identityRecipient) }
        let config = try JSONEncoder().encode(VaultConfig(recipient: key.recipient.encoded))
        try AtomicFile.write(config, to: configURL)
        return key
    }

    /// The data key unwrapped with the passphrase; `VaultError.wrongPassphrase` when it is wrong.
    public func open(passphrase: Data) throws -> DataKey {
        do {
            return try unwrap(.passphrase, with: [ScryptIdentity(passphrase: passphrase)])
        } catch AgeError.noMatchingIdentity {
            throw VaultError.wrongPassphrase
        } catch AgeError.emptyPassphrase {
            throw VaultError.wrongPassphrase
        }
    }

    /// The data key unwrapped with an identity from the file at `identityPath`.
    public func open(identityPath: String) throws -> DataKey {
        let identities = try IdentityFile.read(identityPath)
        do {
            return try unwrap(.identity, with: identities)
        } catch AgeError.noMatchingIdentity {
            throw VaultError.wrongIdentity(path: identityPath)
        }
    }

    /// Re-wraps the data key for a new passphrase (the data files are not touched).
    public func changePassphrase(of key: DataKey, to passphrase: Data,
                                 workFactor: Int = ScryptRecipient.defaultWorkFactor) throws {
        try verify(key)
        try wrap(key, for: .passphrase, to: ScryptRecipient(passphrase: passphrase, workFactor: checked(workFactor)))
    }

    /// Wraps the data key for (another) identity file's recipient.
    public func setIdentity(of key: DataKey, to recipient: X25519Recipient) throws {
        try verify(key)
        try wrap(key, for: .identity, to: recipient)
    }

    /// The data key's recipient as `vault.json` records it.
    public func recipient() throws -> X25519Recipient {
        guard let data = FileManager.default.contents(atPath: configURL.path) else { throw VaultError.noKeyFile(path: configURL.path) }
        do {
            let config = try JSONDecoder().decode(VaultConfig.self, from: data)
            guard config.format == "pulsum-vault", config.version == 1 else {
                throw VaultError.damagedFile(path: configURL.path, reason: "unknown format or version")
            }
            return try X25519Recipient(config.recipient)
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError.damagedFile(path: configURL.path, reason: "not a valid vault.json (\(error.localizedDescription))")
        }
    }

    /// Removes the key files, `vault.json` last, and makes the removal durable: after this no
    /// credential opens the folder's encrypted files.
    public func destroy() throws {
        for url in KeySource.allCases.map(url(of:)) + [configURL] where FileManager.default.fileExists(atPath: url.path) {
            do { try FileManager.default.removeItem(at: url) } catch { throw VaultError.io("cannot remove \(url.path): \(error.localizedDescription)") }
        }
        AtomicFile.syncDirectory(folder)
    }

    /// Throws unless `key` is this folder's data key.
    public func verify(_ key: DataKey) throws {
        guard try recipient() == key.recipient else { throw VaultError.keyMismatch(path: configURL.path) }
    }

    private func checked(_ workFactor: Int) throws -> Int {
        guard workFactor >= Self.minimumWorkFactor else { throw VaultError.workFactorTooLow(workFactor) }
        return workFactor
    }

    private func wrap(_ key: DataKey, for source: KeySource, to recipient: any AgeRecipient) throws {
        let text = "# pulsum data key: \(key.recipient.encoded)\n\(key.identity.encoded)\n"
        try AtomicFile.write(Age.encrypt(Data(text.utf8), to: [recipient]), to: url(of: source))
    }

    private func unwrap(_ source: KeySource, with identities: [any AgeIdentity]) throws -> DataKey {
        let fileURL = url(of: source)
        guard let sealed = FileManager.default.contents(atPath: fileURL.path) else { throw VaultError.noKeyFile(path: fileURL.path) }
        let plain: Data
        do {
            plain = try Age.decrypt(sealed, identities: identities)
        } catch AgeError.noMatchingIdentity {
            throw AgeError.noMatchingIdentity
        } catch {
            throw VaultError.damagedFile(path: fileURL.path, reason: error.localizedDescription)
        }
        guard let identity = try? IdentityFile.parse(String(decoding: plain, as: UTF8.self), path: fileURL.path).first else {
            throw VaultError.damagedFile(path: fileURL.path, reason: "it does not hold an age identity")
        }
        let key = DataKey(identity: identity)
        try verify(key)
        return key
    }
}
