import Crypto
import Foundation

/// Opens files encrypted to a passphrase (age's scrypt stanza).
public struct ScryptIdentity: AgeIdentity {
    /// The largest work factor accepted when reading: 2^20 needs 1 GiB, a bound on the memory
    /// and time a hostile file can demand (age writes 18).
    public static let maximumWorkFactor = 20

    private let passphrase: Data

    /// An identity for `passphrase`; throws when it is empty.
    public init(passphrase: some DataProtocol) throws {
        guard !passphrase.isEmpty else { throw AgeError.emptyPassphrase }
        self.passphrase = Data(passphrase)
    }

    public func unwrap(stanzas: [AgeStanza]) throws -> SymmetricKey? {
        guard let stanza = stanzas.first(where: { $0.type == ScryptRecipient.stanzaType }) else { return nil }
        guard stanza.arguments.count == 2 else { throw AgeError.malformedHeader("a scrypt stanza needs exactly two arguments") }
        let salt = try AgeBase64.decode(Substring(stanza.arguments[0]), count: 16, what: "the scrypt salt")
        let factorText = stanza.arguments[1]
        guard factorText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), !factorText.hasPrefix("0"),
              factorText.count <= 2, let factor = Int(factorText), factor >= 1
        else { throw AgeError.malformedHeader("the scrypt work factor is not a decimal number without leading zeros") }
        guard factor <= Self.maximumWorkFactor else {
            throw AgeError.scryptWorkFactorTooHigh(factor, maximum: Self.maximumWorkFactor)
        }
        guard stanza.body.count == AgeKeySchedule.fileKeyByteCount + 16 else {
            throw AgeError.malformedHeader("a scrypt stanza body is not 32 bytes")
        }
        let wrapKey = try ScryptRecipient.wrapKey(passphrase: passphrase, salt: salt, workFactor: factor)
        return AgeKeySchedule.unwrap(stanza.body, with: wrapKey)
    }
}
