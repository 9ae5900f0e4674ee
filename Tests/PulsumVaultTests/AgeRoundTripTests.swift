import Foundation
import Testing
@testable import PulsumVault
import PulsumCore
import PulsumTestSupport

@Suite struct AgeRoundTripTests {
    static let sizes = [0, 1, 65_535, 65_536, 65_537, 131_072, 200_003]

    static func bytes(_ count: Int, seed: UInt64 = 1) -> Data {
        var generator = SeededGenerator(seed: seed)
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    @Test(arguments: sizes) func x25519RoundTrip(size: Int) throws {
        let identity = X25519Identity.generate()
        let plain = Self.bytes(size)
        let sealed = try Age.encrypt(plain, to: [identity.recipient])
        #expect(try Age.decrypt(sealed, identities: [identity]) == plain)
        let macLine = try #require(sealed.range(of: Data("\n--- ".utf8)))
        let headerEnd = try #require(sealed[macLine.upperBound...].firstIndex(of: 10)) + 1
        let chunks = max(1, (size + 65_535) / 65_536)
        #expect(sealed.count - headerEnd == 16 + size + 16 * chunks)
    }

    @Test func manyRecipientsEachOpen() throws {
        let people = (0..<3).map { _ in X25519Identity.generate() }
        let sealed = try Age.encrypt(Data("shared".utf8), to: people.map(\.recipient))
        for person in people { #expect(try Age.decrypt(sealed, identities: [person]) == Data("shared".utf8)) }
        #expect(throws: AgeError.noMatchingIdentity) { try Age.decrypt(sealed, identities: [X25519Identity.generate()]) }
    }

    @Test func passphraseRoundTripAndWrongPassphrase() throws {
        let sealed = try Age.encrypt(Data("secret".utf8), to: [ScryptRecipient(passphrase: Data("correct horse".utf8), workFactor: 10)])
        #expect(try Age.decrypt(sealed, identities: [ScryptIdentity(passphrase: Data("correct horse".utf8))]) == Data("secret".utf8))
        #expect(throws: AgeError.noMatchingIdentity) {
            try Age.decrypt(sealed, identities: [ScryptIdentity(passphrase: Data("wrong".utf8))])
        }
    }

    @Test func scryptMustBeAlone() throws {
        let scrypt = try ScryptRecipient(passphrase: Data("pw".utf8), workFactor: 10)
        #expect(throws: AgeError.self) { try Age.encrypt(Data(), to: [scrypt, X25519Identity.generate().recipient]) }
        #expect(throws: AgeError.emptyPassphrase) { try ScryptRecipient(passphrase: Data()) }
    }

    @Test func streamingWriterMatchesChunkRules() throws {
        let identity = X25519Identity.generate()
        let output = DataOutput()
        let writer = try AgeWriter(to: output, recipients: [identity.recipient])
        let plain = Self.bytes(300_000, seed: 9)
        for piece in stride(from: 0, to: plain.count, by: 7_777) { try writer.write(plain[piece..<min(piece + 7_777, plain.count)]) }
        try writer.finish()
        let reader = try AgeReader(from: DataInput(output.data), identities: [identity])
        var chunks: [Int] = []
        while let chunk = try reader.nextChunk() { chunks.append(chunk.count) }
        #expect(chunks == [65_536, 65_536, 65_536, 65_536, 37_856])
    }

    @Test func opensTheAgeFixture() throws {
        let text = try String(contentsOf: TestPaths.fixture("vault/identity.txt"), encoding: .utf8)
        let identities = try IdentityFile.parse(text, path: "identity.txt")
        let sealed = try Data(contentsOf: TestPaths.fixture("vault/hello.txt.age"))
        #expect(try Age.decrypt(sealed, identities: identities) == Data(contentsOf: TestPaths.fixture("vault/hello.txt")))
    }
}
