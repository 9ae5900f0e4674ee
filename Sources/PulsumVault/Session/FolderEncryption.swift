import Foundation
import PulsumFiles

/// Converts a data folder's personal files between plaintext `NAME` and encrypted `NAME.age`,
/// one file at a time: the new file is written atomically and read back and compared before the
/// old one is removed, so a crash leaves every file readable in at least one form.
public struct FolderEncryption: Sendable {
    /// The data folder.
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// The encrypted name of `name`.
    public static func sealedName(_ name: String) -> String { name + ".age" }

    /// Encrypts each present file of `names` to `key`, verifies it, removes the plaintext.
    /// Returns the SHA-256 of each encrypted file (for the audit log), by plaintext name.
    @discardableResult
    public func seal(_ names: [String], key: DataKey) throws -> [String: String] {
        var digests: [String: String] = [:]
        for name in names {
            let plainURL = folder.appendingPathComponent(name)
            guard let plain = FileManager.default.contents(atPath: plainURL.path) else { continue }
            let sealedURL = folder.appendingPathComponent(Self.sealedName(name))
            try SealedFile.write(plain, to: sealedURL, recipient: key.recipient)
            guard try SealedFile.read(sealedURL, key: key) == plain else {
                throw VaultError.damagedFile(path: sealedURL.path, reason: "it does not read back as written; the plaintext was kept")
            }
            digests[name] = try FileDigest.sha256(path: sealedURL.path)
            try remove(plainURL)
        }
        return digests
    }

    /// Decrypts each present `NAME.age` of `names` back to `NAME`, verifies it, removes the
    /// encrypted file.
    public func unseal(_ names: [String], key: DataKey) throws {
        for name in names {
            let sealedURL = folder.appendingPathComponent(Self.sealedName(name))
            guard FileManager.default.fileExists(atPath: sealedURL.path) else { continue }
            let plain = try SealedFile.read(sealedURL, key: key)
            let plainURL = folder.appendingPathComponent(name)
            try AtomicFile.write(plain, to: plainURL)
            guard FileManager.default.contents(atPath: plainURL.path) == plain else {
                throw VaultError.damagedFile(path: plainURL.path, reason: "it does not read back as written; the encrypted file was kept")
            }
            try remove(sealedURL)
        }
    }

    private func remove(_ url: URL) throws {
        do { try FileManager.default.removeItem(at: url) } catch { throw VaultError.io("cannot remove \(url.path): \(error.localizedDescription)") }
        AtomicFile.syncDirectory(folder)
    }
}
