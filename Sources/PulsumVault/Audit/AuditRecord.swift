import Crypto
import Foundation

/// One line of `audit.jsonl` without its hash. Encoded with sorted keys and no whitespace; the
/// line is that body with `,"hash":"<hex>"` spliced in before the closing brace, and the hash
/// is SHA-256 or HMAC-SHA-256 over the body's exact bytes (which include the previous hash).
public struct AuditRecord: Codable, Sendable, Equatable {
    /// 1-based line number.
    public var seq: Int
    /// UTC time, ISO 8601 to the second.
    public var time: String
    public var event: AuditEvent
    /// `uid:name` of the account that ran the command.
    public var user: String
    public var outcome: AuditOutcome
    public var counts: [String: Int]
    public var digests: [String: String]
    /// How `hash` is made.
    public var chain: AuditChain
    /// The previous line's hash (64 zeros on line 1).
    public var prev: String

    /// The previous-hash of line 1.
    static let genesis = String(repeating: "0", count: 64)

    /// The body's bytes.
    func body() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The line's hash over `body`.
    static func hash(of body: Data, chain: AuditChain, key: SymmetricKey?) throws -> String {
        switch chain {
        case .sha256: return hex(SHA256.hash(data: body))
        case .hmac:
            guard let key else { throw AuditError.keyRequired }
            return hex(HMAC<SHA256>.authenticationCode(for: body, using: key))
        }
    }

    /// The full line (without the newline).
    static func line(body: Data, hash: String) -> Data { body.dropLast() + Data(",\"hash\":\"\(hash)\"}".utf8) }

    /// Splits a line into its body and hash, or `nil` when it does not end with a hash field.
    static func split(line: Data) -> (body: Data, hash: String)? {
        let suffixLength = ",\"hash\":\"".utf8.count + 64 + 2
        guard line.count > suffixLength + 1 else { return nil }
        let suffix = line.suffix(suffixLength)
        guard suffix.starts(with: Data(",\"hash\":\"".utf8)), suffix.suffix(2).elementsEqual("\"}".utf8) else { return nil }
        let hash = String(decoding: suffix.dropFirst(9).prefix(64), as: UTF8.self)
        guard isHexDigest(hash) else { return nil }
        return (line.dropLast(suffixLength) + Data("}".utf8), hash)
    }

    /// True for 64 lowercase hex digits.
    static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
}
