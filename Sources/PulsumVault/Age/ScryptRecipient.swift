import Crypto
import _CryptoExtras
import Foundation

/// A passphrase recipient (age's scrypt stanza). Its stanza must be the only one in a header.
public struct ScryptRecipient: AgeRecipient {
    static let stanzaType = "scrypt"
    static let label = Data("age-encryption.org/v1/scrypt".utf8)
    /// The work factor age itself writes, and the least Pulsum writes (OWASP: N = 2^17).
    public static let defaultWorkFactor = 18

    private let passphrase: Data
    /// log2 of scrypt's N.
    public let workFactor: Int

    /// A recipient for `passphrase`; throws when it is empty.
    public init(passphrase: some DataProtocol, workFactor: Int = defaultWorkFactor) throws {
        guard !passphrase.isEmpty else { throw AgeError.emptyPassphrase }
        guard (1...ScryptIdentity.maximumWorkFactor).contains(workFactor) else {
            throw AgeError.scryptWorkFactorTooHigh(workFactor, maximum: ScryptIdentity.maximumWorkFactor)
        }
        self.passphrase = Data(passphrase)
        self.workFactor = workFactor
    }

    public var mustBeAlone: Bool { true }

    public func wrap(fileKey: SymmetricKey) throws -> [AgeStanza] {
        let salt = AgeKeySchedule.randomBytes(16)
        let wrapKey = try Self.wrapKey(passphrase: passphrase, salt: salt, workFactor: workFactor)
        return [AgeStanza(type: Self.stanzaType, arguments: [AgeBase64.encode(salt), String(workFactor)],
                          body: try AgeKeySchedule.wrap(fileKey, with: wrapKey))]
    }

    /// scrypt(passphrase, "age-encryption.org/v1/scrypt" ‖ salt, N = 2^workFactor, r = 8, p = 1).
    static func wrapKey(passphrase: Data, salt: Data, workFactor: Int) throws -> SymmetricKey {
        do {
            return try KDF.Scrypt.deriveKey(from: passphrase, salt: label + salt, outputByteCount: 32,
                                            rounds: 1 << workFactor, blockSize: 8, parallelism: 1)
        } catch {
            throw AgeError.io("scrypt with N = 2^\(workFactor) failed (not enough memory?)")
        }
    }
}
