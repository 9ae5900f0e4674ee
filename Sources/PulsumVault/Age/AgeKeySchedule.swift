import Crypto
import Foundation

/// The keys age derives from a file key with HKDF-SHA-256, and the file key itself.
enum AgeKeySchedule {
    /// File keys are 16 random bytes.
    static let fileKeyByteCount = 16
    /// The payload nonce is 16 random bytes.
    static let nonceByteCount = 16

    /// `count` random bytes from the system's CSPRNG.
    static func randomBytes(_ count: Int) -> Data {
        SymmetricKey(size: .init(bitCount: count * 8)).withUnsafeBytes { Data($0) }
    }

    /// A fresh random file key.
    static func randomFileKey() -> SymmetricKey { SymmetricKey(size: .init(bitCount: fileKeyByteCount * 8)) }

    /// The header MAC key: HKDF(file key, salt "", info "header").
    static func headerKey(_ fileKey: SymmetricKey) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: fileKey, salt: Data(), info: Data("header".utf8), outputByteCount: 32)
    }

    /// The payload key: HKDF(file key, salt nonce, info "payload").
    static func payloadKey(_ fileKey: SymmetricKey, nonce: some DataProtocol) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: fileKey, salt: nonce, info: Data("payload".utf8), outputByteCount: 32)
    }

    /// Seals a file key under a stanza's wrap key (ChaCha20-Poly1305, all-zero nonce).
    static func wrap(_ fileKey: SymmetricKey, with wrapKey: SymmetricKey) throws -> Data {
        let box = try ChaChaPoly.seal(fileKey.withUnsafeBytes { Data($0) }, using: wrapKey, nonce: ChaChaPoly.Nonce(data: Data(count: 12)))
        return box.ciphertext + box.tag
    }

    /// Opens a wrapped file key, or `nil` when the wrap key is wrong.
    static func unwrap(_ body: Data, with wrapKey: SymmetricKey) -> SymmetricKey? {
        guard body.count == fileKeyByteCount + 16,
              let nonce = try? ChaChaPoly.Nonce(data: Data(count: 12)),
              let box = try? ChaChaPoly.SealedBox(nonce: nonce, ciphertext: body.prefix(fileKeyByteCount), tag: body.suffix(16)),
              let key = try? ChaChaPoly.open(box, using: wrapKey)
        else { return nil }
        return SymmetricKey(data: key)
    }
}
