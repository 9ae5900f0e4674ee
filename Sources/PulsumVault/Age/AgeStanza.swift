import Foundation

/// One recipient stanza of an age header: `-> TYPE ARG...` followed by a base64 body.
public struct AgeStanza: Equatable, Sendable {
    /// The stanza's type (`X25519`, `scrypt`, or another implementation's).
    public var type: String
    /// The arguments after the type.
    public var arguments: [String]
    /// The decoded body.
    public var body: Data

    public init(type: String, arguments: [String], body: Data) {
        self.type = type
        self.arguments = arguments
        self.body = body
    }

    /// Body lines are this many base64 characters, except the last, which is shorter.
    static let columns = 64

    /// The stanza as it appears in a header, ending with a newline.
    var encoded: String {
        var text = "-> " + ([type] + arguments).joined(separator: " ") + "\n"
        var body = Substring(AgeBase64.encode(body))
        while body.count >= Self.columns {
            text += body.prefix(Self.columns) + "\n"
            body = body.dropFirst(Self.columns)
        }
        return text + body + "\n"
    }

    /// True for a valid argument or type: one or more visible ASCII characters.
    static func isValidArgument(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
    }
}
