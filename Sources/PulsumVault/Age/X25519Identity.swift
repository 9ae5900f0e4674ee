import Crypto
import Foundation

/// An age X25519 identity (`AGE-SECRET-KEY-1…`), the secret half of an `age1…` recipient.
public struct X25519Identity: AgeIdentity {
    /// The identity's Curve25519 private key.
    public let privateKey: Curve25519.KeyAgreement.PrivateKey

    public init(privateKey: Curve25519.KeyAgreement.PrivateKey) { self.privateKey = privateKey }

    /// A new random identity.
    public static func generate() -> X25519Identity { X25519Identity(privateKey: .init()) }

    /// Parses an `AGE-SECRET-KEY-1…` string.
    public init(_ text: String) throws {
        let (hrp, data) = try Bech32.decode(text)
        guard hrp == "age-secret-key-", data.count == 32, text == text.uppercased() else {
            throw AgeError.invalidKeyEncoding("an X25519 identity is 'AGE-SECRET-KEY-1' followed by 32 bytes in Bech32")
        }
        privateKey = try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: data)
    }

    /// The `AGE-SECRET-KEY-1…` string.
    public var encoded: String {
        Bech32.encode(hrp: "age-secret-key-", data: Array(privateKey.rawRepresentation)).uppercased()
    }

    /// The matching recipient.
    public var recipient: X25519Recipient { X25519Recipient(publicKey: privateKey.publicKey) }

    public func unwrap(stanzas: [AgeStanza]) throws -> SymmetricKey? {
        let ownKey = privateKey.publicKey.rawRepresentation
        for stanza in stanzas where stanza.type == X25519Recipient.stanzaType {
            guard stanza.arguments.count == 1 else { throw AgeError.malformedHeader("an X25519 stanza needs exactly one argument") }
            let share = try AgeBase64.decode(Substring(stanza.arguments[0]), count: 32, what: "an X25519 share")
            guard stanza.body.count == AgeKeySchedule.fileKeyByteCount + 16 else {
                throw AgeError.malformedHeader("an X25519 stanza body is not 32 bytes")
            }
            guard let peer = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: share),
                  let secret = try? privateKey.sharedSecretFromKeyAgreement(with: peer),
                  secret.withUnsafeBytes({ $0.contains { $0 != 0 } })
            else { throw AgeError.malformedHeader("an X25519 share is a low-order point") }
            let wrapKey = X25519Recipient.wrapKey(secret: secret, share: share, recipient: ownKey)
            if let fileKey = AgeKeySchedule.unwrap(stanza.body, with: wrapKey) { return fileKey }
        }
        return nil
    }
}
