import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

@Suite struct FolderEncryptionTests {
    @Test func sealsVerifiesAndComesBack() throws {
        let folder = try TestPaths.temporaryDirectory("vault-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["ranker.state": Data("weights 0.25 0.5".utf8), "last-list.json": Data("[\"walk\"]".utf8)]
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let key = DataKey.generate()
        let conversion = FolderEncryption(folder: folder)
        let digests = try conversion.seal(Array(files.keys) + ["absent.json"], key: key)
        #expect(Set(digests.keys) == Set(files.keys))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["ranker.state.age", "last-list.json.age"])
        for (name, data) in files {
            #expect(try SealedFile.read(folder.appendingPathComponent(name + ".age"), key: key) == data)
        }
        #expect(throws: VaultError.self) { try conversion.unseal(Array(files.keys), key: DataKey.generate()) }
        try conversion.unseal(Array(files.keys), key: key)
        for (name, data) in files { #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == data) }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set(files.keys))
    }

    @Test func destroyingTheKeysLeavesNoWayIn() throws {
        let folder = try TestPaths.temporaryDirectory("vault-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = VaultKeys(folder: folder)
        try keys.create(passphrase: Data("pw".utf8), identityRecipient: X25519Identity.generate().recipient, workFactor: 17)
        #expect(keys.sources.count == 2)
        try keys.destroy()
        #expect(!keys.isEncrypted && keys.sources.isEmpty)
        #expect(throws: VaultError.noKeyFile(path: keys.url(of: .passphrase).path)) { try keys.open(passphrase: Data("pw".utf8)) }
    }
}
