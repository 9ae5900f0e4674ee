import PulsumCore

/// A person's opaque id in a cohort: the name of their data folder under `people/`.
///
/// Letters, digits, `.`, `_` and `-`, 1 to 64 of them, not starting with `.`: safe as a file
/// name on every system and free of the person's name (ids Pulsum makes are random, `p-` and
/// 12 hexadecimal digits; a study may write its own pseudonymous codes into the manifest).
public struct PersonID: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The id as written in the manifest and used as the folder name.
    public let rawValue: String

    /// Checks the id's spelling.
    public init(_ text: String) throws {
        guard Self.isValid(text) else {
            throw PulsumError.invalidArgument(
                name: "person id", reason: "'\(text)' must be 1 to 64 letters, digits, '.', '_' or '-', not starting with '.'")
        }
        rawValue = text
    }

    /// A new random id, `p-` and 12 hexadecimal digits.
    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> PersonID {
        let digits = String(generator.next() & 0xffff_ffff_ffff, radix: 16)
        return PersonID(unchecked: "p-" + String(repeating: "0", count: 12 - digits.count) + digits)
    }

    private init(unchecked text: String) { rawValue = text }

    static func isValid(_ text: String) -> Bool {
        guard (1...64).contains(text.utf8.count), text.first != "." else { return false }
        return text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5a).contains(byte) || (0x61...0x7a).contains(byte)
                || byte == 0x2e || byte == 0x5f || byte == 0x2d
        }
    }

    public var description: String { rawValue }

    public static func < (lhs: PersonID, rhs: PersonID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws { try self.init(try decoder.singleValueContainer().decode(String.self)) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
