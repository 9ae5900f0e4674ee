import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

@Suite struct Bech32Tests {
    @Test func bip173ValidChecksums() throws {
        #expect(try Bech32.decode("A12UEL5L").hrp == "a")
        #expect(try Bech32.decode("abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw").data.count == 20)
    }

    @Test func refusesBadStrings() {
        for bad in ["A12UEl5L", "a12uel5m", "1qzzfhee", "pzry9x0s0muk", "age1", "abc1b4n0q5v"] {
            #expect(throws: AgeError.self) { try Bech32.decode(bad) }
        }
    }

    @Test func roundTrips() throws {
        let bytes = (0..<32).map { UInt8($0 * 7 % 256) }
        let text = Bech32.encode(hrp: "age", data: bytes)
        let decoded = try Bech32.decode(text)
        #expect(decoded.hrp == "age" && decoded.data == bytes)
    }

    @Test func readsAnAgeKeygenIdentity() throws {
        let text = try String(contentsOf: TestPaths.fixture("vault/identity.txt"), encoding: .utf8)
        let identity = try #require(IdentityFile.parse(text, path: "identity.txt").first)
        let recipient = try String(contentsOf: TestPaths.fixture("vault/recipient.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(identity.recipient.encoded == recipient)
        #expect(text.contains(identity.encoded))
        #expect(try X25519Recipient(recipient) == identity.recipient)
    }

    @Test func refusesWrongKindOfKey() throws {
        let identity = X25519Identity.generate()
        #expect(throws: AgeError.self) { try X25519Recipient(identity.encoded) }
        #expect(throws: AgeError.self) { try X25519Identity(identity.recipient.encoded) }
        #expect(throws: AgeError.self) { try X25519Identity(identity.encoded.lowercased()) }
    }
}
