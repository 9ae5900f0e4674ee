import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

/// Both directions against the reference `age` 1.1 tool: files Pulsum writes open with `age`,
/// files `age` writes open in Pulsum, for identities and passphrases.
@Suite(.enabled(if: AgeTool.isInstalled, AgeTool.skipMessage), .serialized)
struct AgeInteropTests {
    static let sizes = [0, 1, 65_536, 200_003]

    @Test func pulsumToAgeWithIdentity() throws {
        let folder = try TestPaths.temporaryDirectory("vault-interop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyPath = folder.appendingPathComponent("key.txt").path
        try AgeTool.run(try #require(AgeTool.path("age-keygen")), ["-o", keyPath])
        let identities = try IdentityFile.read(keyPath)
        for size in Self.sizes {
            let plain = AgeRoundTripTests.bytes(size, seed: UInt64(size))
            let file = folder.appendingPathComponent("p\(size).age")
            try Age.encrypt(plain, to: identities.map(\.recipient)).write(to: file)
            let out = try AgeTool.run(try #require(AgeTool.path("age")), ["-d", "-i", keyPath, file.path])
            #expect(out.status == 0, Comment(rawValue: out.stderr))
            #expect(out.stdout == plain, "size \(size)")
        }
    }

    @Test func ageToPulsumWithIdentity() throws {
        let folder = try TestPaths.temporaryDirectory("vault-interop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let identity = X25519Identity.generate()
        for size in Self.sizes {
            let plain = AgeRoundTripTests.bytes(size, seed: UInt64(size) + 7)
            let input = folder.appendingPathComponent("in\(size)")
            try plain.write(to: input)
            let output = folder.appendingPathComponent("in\(size).age")
            let run = try AgeTool.run(try #require(AgeTool.path("age")), ["-r", identity.recipient.encoded, "-o", output.path, input.path])
            #expect(run.status == 0, Comment(rawValue: run.stderr))
            #expect(try Age.decrypt(Data(contentsOf: output), identities: [identity]) == plain, "size \(size)")
        }
    }

    @Test func passphraseBothWays() throws {
        let folder = try TestPaths.temporaryDirectory("vault-interop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = AgeRoundTripTests.bytes(70_000, seed: 3)
        let ours = folder.appendingPathComponent("ours.age")
        try Age.encrypt(plain, to: [ScryptRecipient(passphrase: Data("tr0ub4dor & 3".utf8))]).write(to: ours)
        let opened = folder.appendingPathComponent("opened")
        let run = try AgeTool.runOnTerminal(["-d", "-o", opened.path, ours.path], typing: ["tr0ub4dor & 3"])
        #expect(run.status == 0, Comment(rawValue: String(decoding: run.stdout, as: UTF8.self)))
        #expect(try Data(contentsOf: opened) == plain)

        let input = folder.appendingPathComponent("input")
        try plain.write(to: input)
        let theirs = folder.appendingPathComponent("theirs.age")
        let made = try AgeTool.runOnTerminal(["-p", "-o", theirs.path, input.path], typing: ["correct horse", "correct horse"])
        #expect(made.status == 0, Comment(rawValue: String(decoding: made.stdout, as: UTF8.self)))
        #expect(try Age.decrypt(Data(contentsOf: theirs), identities: [ScryptIdentity(passphrase: Data("correct horse".utf8))]) == plain)
    }

    /// The vault's design promise: `age -d -i key.passphrase.age FILE` opens a data file with
    /// the passphrase, and `age -d -i IDENTITY key.identity.age` gives back the data key.
    @Test func vaultFilesOpenWithAge() throws {
        let folder = try TestPaths.temporaryDirectory("vault-interop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let personKey = folder.appendingPathComponent("me.key").path
        let person = try IdentityFile.create(personKey)
        let keys = VaultKeys(folder: folder)
        let dataKey = try keys.create(passphrase: Data("open sesame".utf8), identityRecipient: person.recipient)
        let data = folder.appendingPathComponent("pulsum.sqlite.age")
        try Age.encrypt(Data("health rows".utf8), to: [dataKey.recipient]).write(to: data)

        let out = folder.appendingPathComponent("out")
        let run = try AgeTool.runOnTerminal(["-d", "-i", keys.url(of: .passphrase).path, "-o", out.path, data.path], typing: ["open sesame"])
        #expect(run.status == 0, Comment(rawValue: String(decoding: run.stdout, as: UTF8.self)))
        #expect(try Data(contentsOf: out) == Data("health rows".utf8))

        let unwrapped = try AgeTool.run(try #require(AgeTool.path("age")), ["-d", "-i", personKey, keys.url(of: .identity).path])
        #expect(unwrapped.status == 0)
        let dataKeyFile = folder.appendingPathComponent("datakey.txt")
        try unwrapped.stdout.write(to: dataKeyFile)
        let opened = try AgeTool.run(try #require(AgeTool.path("age")), ["-d", "-i", dataKeyFile.path, data.path])
        #expect(opened.stdout == Data("health rows".utf8))
    }
}
