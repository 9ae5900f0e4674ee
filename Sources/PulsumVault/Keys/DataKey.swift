import Crypto
import Foundation

/// The data folder's random data key. It is an age X25519 identity: every encrypted file of the
/// folder is an age file to its recipient, so `age -d -i <the unwrapped key>` opens any of them.
/// The key itself is stored only wrapped (by the passphrase and/or the person's identity file)
/// and, during an unlock session, in the kernel keyring.
public struct DataKey: Sendable {
    /// The key as an age identity.
    public let identity: X25519Identity

    public init(identity: X25519Identity) { self.identity = identity }

    /// A new random data key.
    public static func generate() -> DataKey { DataKey(identity: .generate()) }

    /// The 32 secret bytes (for the kernel keyring).
    var rawRepresentation: Data { identity.privateKey.rawRepresentation }

    /// Rebuilds a key from its 32 secret bytes.
    init(rawRepresentation: Data) throws {
        identity = X25519Identity(privateKey: try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: rawRepresentation))
    }

    /// The recipient every data file is encrypted to.
    public var recipient: X25519Recipient { identity.recipient }

    /// The key that authenticates the audit log: HKDF-SHA-256(data key, info "pulsum audit v1").
    public var auditKey: SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: rawRepresentation), salt: Data(),
                               info: Data("pulsum audit v1".utf8), outputByteCount: 32)
    }
}
