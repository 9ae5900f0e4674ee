import Crypto
import Foundation

/// The header of an age v1 file: the version line, the recipient stanzas and the MAC.
public struct AgeHeader: Sendable {
    /// The first line of every age v1 file.
    static let versionLine = "age-encryption.org/v1"
    /// The recipient stanzas, in file order.
    public var stanzas: [AgeStanza]
    /// The HMAC-SHA-256 over the header up to and including `---`.
    var mac: Data

    /// The bytes the MAC covers: everything up to and including `---`.
    var authenticatedText: String {
        Self.versionLine + "\n" + stanzas.map(\.encoded).joined() + "---"
    }

    /// The complete header, ending with a newline.
    var encoded: String { authenticatedText + " " + AgeBase64.encode(mac) + "\n" }

    /// A header for `stanzas` with its MAC computed under `fileKey`.
    init(stanzas: [AgeStanza], fileKey: SymmetricKey) {
        self.stanzas = stanzas
        self.mac = Data()
        self.mac = Data(HMAC<SHA256>.authenticationCode(for: Data(authenticatedText.utf8), using: AgeKeySchedule.headerKey(fileKey)))
    }

    /// True when the MAC matches `fileKey` (constant time).
    func isAuthentic(under fileKey: SymmetricKey) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Data(authenticatedText.utf8),
                                               using: AgeKeySchedule.headerKey(fileKey))
    }

    init(stanzas: [AgeStanza], mac: Data) {
        self.stanzas = stanzas
        self.mac = mac
    }
}
