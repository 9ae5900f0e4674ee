import Crypto
import Foundation

/// `audit.checkpoint`: how many lines the log had and its last hash, authenticated (HMAC from
/// the data key in an encrypted folder) so that cutting lines off the end is detected.
struct AuditCheckpoint: Codable, Equatable {
    var count: Int
    var last: String
    var chain: AuditChain
    var mac: String

    init(count: Int, last: String, chain: AuditChain, key: SymmetricKey?) throws {
        self.count = count
        self.last = last
        self.chain = chain
        self.mac = try AuditRecord.hash(of: Self.message(count: count, last: last), chain: chain, key: key)
    }

    static func message(count: Int, last: String) -> Data { Data("pulsum audit checkpoint v1\n\(count)\n\(last)\n".utf8) }

    /// True when the MAC matches (`nil` when it cannot be checked without the key).
    func isAuthentic(key: SymmetricKey?) -> Bool? {
        if chain == .hmac && key == nil { return nil }
        guard let expected = try? AuditRecord.hash(of: Self.message(count: count, last: last), chain: chain, key: key) else { return false }
        return Data(expected.utf8) == Data(mac.utf8)
    }
}
