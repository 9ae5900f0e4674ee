import Crypto
import Foundation

/// An age X25519 recipient (`age1…`): files encrypted to it open with the matching identity.
public struct X25519Recipient: AgeRecipient, Equatable {
    /// The recipient's Curve25519 public key.
    public let publicKey: Curve25519.KeyAgreement.PublicKey

    static let stanzaType = "X25519"
    static let label = Data("age-encryption.org/v1/X25519".utf8)

    public init(publicKey: Curve25519.KeyAgreement.PublicKey) { self.publicKey = publicKey }

    /// Parses an `age1…` string.
    public init(_ text: String) throws {
        let (hrp, data) = try Bech32.decode(text)
        guard hrp == "age", data.count == 32, text == text.lowercased() else {
            throw AgeError.invalidKeyEncoding("an X25519 recipient is 'age1' followed by 32 bytes in Bech32")
        }
        publicKey = try Curve25519.KeyAgreement.PublicKey(rawRepresentation: data)
    }

    /// The `age1…` string.
    public var encoded: String { Bech32.encode(hrp: "age", data: Array(publicKey.rawRepresentation)) }

    public var mustBeAlone: Bool { false }

    public func wrap(fileKey: SymmetricKey) throws -> [AgeStanza] {
        let ephemeral = Curve25519.KeyAgreement.PrivateKey()
        let share = ephemeral.publicKey.rawRepresentation
        let secret = try ephemeral.sharedSecretFromKeyAgreement(with: publicKey)
        let wrapKey = Self.wrapKey(secret: secret, share: share, recipient: publicKey.rawRepresentation)
        let body = try AgeKeySchedule.wrap(fileKey, with: wrapKey)
        return [AgeStanza(type: Self.stanzaType, arguments: [AgeBase64.encode(share)], body: body)]
    }

    /// HKDF-SHA-256(shared secret, salt = share ‖ recipient, info = "age-encryption.org/v1/X25519").
    static func wrapKey(secret: SharedSecret, share: Data, recipient: Data) -> SymmetricKey {
        secret.hkdfDerivedSymmetricKey(using: SHA256.self, salt: share + recipient, sharedInfo: label, outputByteCount: 32)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.publicKey.rawRepresentation == rhs.publicKey.rawRepresentation }
}
