import Crypto
import Foundation
import Testing
@testable import PulsumVault

/// Malformed files in the spirit of the C2SP CCTV age vectors: each must be refused with a
/// clear error, never opened.
@Suite struct AgeHeaderStrictnessTests {
    static let identity = X25519Identity.generate()

    /// A valid file split into its header text (without the MAC line) and MAC line and payload.
    static func parts() throws -> (header: String, mac: String, payload: Data) {
        let sealed = try Age.encrypt(Data("payload".utf8), to: [identity.recipient])
        let text = String(decoding: sealed, as: UTF8.self)
        let macStart = try #require(text.range(of: "\n--- "))
        let header = String(text[..<macStart.lowerBound]) + "\n"
        let macLine = String(text[macStart.upperBound...].prefix(43))
        let headerLength = header.utf8.count + 4 + 43 + 1
        return (header, macLine, sealed.dropFirst(headerLength))
    }

    static func expectRefused(_ file: Data, identities: [any AgeIdentity] = [identity], _ comment: Comment) {
        #expect(throws: AgeError.self, comment) { try Age.decrypt(file, identities: identities) }
    }

    @Test func refusesBrokenHeaderLines() throws {
        let (header, mac, payload) = try Self.parts()
        let good = Data((header + "--- " + mac + "\n").utf8) + payload
        #expect(try Age.decrypt(good, identities: [Self.identity]) == Data("payload".utf8))
        let cases: [(String, String)] = [
            (header.replacingOccurrences(of: "age-encryption.org/v1", with: "age-encryption.org/v2") + "--- " + mac + "\n", "version"),
            (header.replacingOccurrences(of: "\n", with: "\r\n") + "--- " + mac + "\n", "CRLF"),
            (header + "--- " + mac + " \n", "trailing space after MAC"),
            (header + "---  " + mac + "\n", "extra space before MAC"),
            (header + "---" + mac + "\n", "no space before MAC"),
            (header + "--- " + String(mac.dropLast()) + "\n", "MAC truncated"),
            (header + "--- " + mac + "=\n", "MAC padded"),
            (header + "\n--- " + mac + "\n", "empty line before MAC"),
            (header.replacingOccurrences(of: "-> X25519 ", with: "-> X25519  ") + "--- " + mac + "\n", "empty argument"),
            (header.replacingOccurrences(of: "-> X25519 ", with: "->X25519 ") + "--- " + mac + "\n", "bad stanza start"),
            ("age-encryption.org/v1\n--- " + mac + "\n", "no stanza"),
            (header + "-> \n\n--- " + mac + "\n", "stanza without type"),
            (header + "-> grease\n" + String(repeating: "A", count: 64) + "\n--- " + mac + "\n", "body without short last line"),
            (header + "-> grease\n" + String(repeating: "A", count: 65) + "\n\n--- " + mac + "\n", "body line too long"),
            (header + "-> grease\nAA==\n--- " + mac + "\n", "padded body"),
            (header + "-> grease\nAB\n--- " + mac + "\n", "non-canonical body"),
            (header + "-> grease\u{7F}\n\n--- " + mac + "\n", "control byte"),
        ]
        for (text, label) in cases { Self.expectRefused(Data(text.utf8) + payload, Comment(rawValue: label)) }
        Self.expectRefused(Data(header.utf8), "header ends early")
        Self.expectRefused(Data((header + "--- " + mac).utf8), "MAC line without newline")
    }

    @Test func refusesChangedMACAndUnknownStanzasAddedAfterTheFact() throws {
        let (header, mac, payload) = try Self.parts()
        var flipped = Array(mac)
        flipped[5] = flipped[5] == "A" ? "B" : "A"
        #expect(throws: AgeError.headerMACMismatch) {
            try Age.decrypt(Data((header + "--- " + String(flipped) + "\n").utf8) + payload, identities: [Self.identity])
        }
        #expect(throws: AgeError.headerMACMismatch) {
            try Age.decrypt(Data((header + "-> grease x\n\n--- " + mac + "\n").utf8) + payload, identities: [Self.identity])
        }
    }

    @Test func refusesMalformedX25519Stanzas() throws {
        let (header, mac, payload) = try Self.parts()
        let lines = header.split(separator: "\n").map(String.init)
        let share = String(lines[1].dropFirst("-> X25519 ".count))
        let variants = [
            lines[1] + " extra",
            "-> X25519 " + share.dropLast(2),
            "-> X25519 " + share + "A",
            "-> X25519 " + String(repeating: "A", count: 43),
        ]
        for variant in variants {
            let text = ([lines[0], variant] + lines.dropFirst(2)).joined(separator: "\n") + "\n--- " + mac + "\n"
            Self.expectRefused(Data(text.utf8) + payload, Comment(rawValue: variant))
        }
    }

    @Test func refusesMalformedScryptStanzas() throws {
        let file = try Age.encrypt(Data("x".utf8), to: [ScryptRecipient(passphrase: Data("pw".utf8), workFactor: 10)])
        let text = String(decoding: file, as: UTF8.self)
        let passphrase = try [ScryptIdentity(passphrase: Data("pw".utf8))]
        #expect(try Age.decrypt(file, identities: passphrase) == Data("x".utf8))
        for replacement in [" 010\n", " +10\n", " 0x0a\n", " -10\n", " 10 extra\n", " 21\n", " 99999999999999999999\n", "\n"] {
            let changed = text.replacingOccurrences(of: " 10\n", with: replacement)
            Self.expectRefused(Data(changed.utf8), identities: passphrase, Comment(rawValue: replacement))
        }
        let withX25519 = text.replacingOccurrences(of: "\n--- ", with: "\n-> X25519 " + AgeBase64.encode(Data(count: 32)) + "\n" + AgeBase64.encode(Data(count: 32)) + "\n--- ")
        Self.expectRefused(Data(withX25519.utf8), identities: passphrase, "scrypt with another stanza")
        #expect(throws: AgeError.scryptWorkFactorTooHigh(21, maximum: 20)) {
            try Age.decrypt(Data(text.replacingOccurrences(of: " 10\n", with: " 21\n").utf8), identities: passphrase)
        }
    }

    /// Payload framing: a file cut at a chunk boundary, an empty last chunk after a full one,
    /// bytes after the last chunk, a missing nonce.
    @Test func refusesBadPayloadFraming() throws {
        let plain = Data(repeating: 7, count: 65_536 * 2)
        let file = try Age.encrypt(plain, to: [Self.identity.recipient])
        let headerAndNonce = file.count - (16 + plain.count + 32)
        #expect(throws: AgeError.payloadTruncated) {
            try Age.decrypt(file.prefix(headerAndNonce + 16 + 65_536 + 16), identities: [Self.identity])
        }
        #expect(throws: AgeError.trailingData) { try Age.decrypt(file + Data([0]), identities: [Self.identity]) }
        Self.expectRefused(file.prefix(headerAndNonce + 8), "nonce cut")
        Self.expectRefused(file.prefix(headerAndNonce + 16), "no chunk")

        let fileKey = AgeKeySchedule.randomFileKey()
        let stanzas = try Self.identity.recipient.wrap(fileKey: fileKey)
        let header = Data(AgeHeader(stanzas: stanzas, fileKey: fileKey).encoded.utf8)
        let nonce = Data(repeating: 1, count: 16)
        let key = AgeKeySchedule.payloadKey(fileKey, nonce: nonce)
        let full = try ChaChaPoly.seal(Data(repeating: 3, count: 65_536), using: key, nonce: AgePayload.nonce(counter: 0, last: false))
        let empty = try ChaChaPoly.seal(Data(), using: key, nonce: AgePayload.nonce(counter: 1, last: true))
        let crafted = header + nonce + full.ciphertext + full.tag + empty.ciphertext + empty.tag
        #expect(throws: AgeError.malformedPayload("the last chunk is empty")) { try Age.decrypt(crafted, identities: [Self.identity]) }
    }
}
