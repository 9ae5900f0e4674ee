import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

@Suite struct VaultKeysTests {
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func passphraseOpensAndWrongPassphraseChangesNothing() throws {
        let folder = try TestPaths.temporaryDirectory("vault-keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = VaultKeys(folder: folder)
        #expect(!keys.isEncrypted)
        let key = try keys.create(passphrase: Data("first passphrase".utf8), identityRecipient: nil, workFactor: 17)
        #expect(keys.isEncrypted && keys.sources == [.passphrase])
        #expect(try keys.open(passphrase: Data("first passphrase".utf8)).recipient == key.recipient)
        let before = try Self.snapshot(folder)
        #expect(throws: VaultError.wrongPassphrase) { try keys.open(passphrase: Data("first passphrasE".utf8)) }
        #expect(throws: VaultError.wrongPassphrase) { try keys.open(passphrase: Data()) }
        #expect(try Self.snapshot(folder) == before)
        #expect(throws: VaultError.alreadyEncrypted(path: folder.path)) {
            try keys.create(passphrase: Data("again".utf8), identityRecipient: nil)
        }
    }

    @Test func passphraseChangeRewrapsWithoutTouchingData() throws {
        let folder = try TestPaths.temporaryDirectory("vault-keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = VaultKeys(folder: folder)
        let key = try keys.create(passphrase: Data("old".utf8), identityRecipient: nil, workFactor: 17)
        let data = try Age.encrypt(Data("rows".utf8), to: [key.recipient])
        try keys.changePassphrase(of: key, to: Data("new".utf8), workFactor: 17)
        #expect(throws: VaultError.wrongPassphrase) { try keys.open(passphrase: Data("old".utf8)) }
        let reopened = try keys.open(passphrase: Data("new".utf8))
        #expect(try Age.decrypt(data, identities: [reopened.identity]) == Data("rows".utf8))
        #expect(throws: VaultError.keyMismatch(path: keys.configURL.path)) {
            try keys.changePassphrase(of: DataKey.generate(), to: Data("x".utf8))
        }
        #expect(throws: VaultError.workFactorTooLow(16)) { try keys.changePassphrase(of: key, to: Data("weak".utf8), workFactor: 16) }
    }

    @Test func identityFileOpensAndMustBePrivate() throws {
        let folder = try TestPaths.temporaryDirectory("vault-keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let identityPath = folder.appendingPathComponent("me.key").path
        let person = try IdentityFile.create(identityPath)
        #expect(throws: VaultError.self) { try IdentityFile.create(identityPath) }
        let keys = VaultKeys(folder: folder.appendingPathComponent("data"))
        try FileManager.default.createDirectory(at: keys.folder, withIntermediateDirectories: true)
        let key = try keys.create(passphrase: nil, identityRecipient: person.recipient)
        #expect(keys.sources == [.identity])
        #expect(try keys.open(identityPath: identityPath).recipient == key.recipient)
        #expect(throws: VaultError.noKeyFile(path: keys.url(of: .passphrase).path)) { try keys.open(passphrase: Data("x".utf8)) }

        chmod(identityPath, 0o640)
        #expect(throws: VaultError.identityFileTooOpen(path: identityPath, mode: 0o640)) { try keys.open(identityPath: identityPath) }
        chmod(identityPath, 0o600)

        let stranger = folder.appendingPathComponent("stranger.key").path
        _ = try IdentityFile.create(stranger)
        #expect(throws: VaultError.wrongIdentity(path: stranger)) { try keys.open(identityPath: stranger) }
    }

    @Test func damagedKeyFileIsNamed() throws {
        let folder = try TestPaths.temporaryDirectory("vault-keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = VaultKeys(folder: folder)
        _ = try keys.create(passphrase: Data("pw".utf8), identityRecipient: nil, workFactor: 17)
        var sealed = try Data(contentsOf: keys.url(of: .passphrase))
        sealed[sealed.count - 3] ^= 0x10
        try sealed.write(to: keys.url(of: .passphrase))
        #expect(throws: VaultError.self) { try keys.open(passphrase: Data("pw".utf8)) }
        do { _ = try keys.open(passphrase: Data("pw".utf8)) } catch {
            #expect(error.localizedDescription.contains("key.passphrase.age"))
        }
    }
}
