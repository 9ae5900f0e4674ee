import Foundation

/// The base64 of age headers: standard alphabet, no padding, canonical only (a string whose
/// unused trailing bits are not zero is refused, so every byte string has exactly one spelling).
enum AgeBase64 {
    /// Encodes without padding.
    static func encode(_ bytes: some DataProtocol) -> String {
        var text = Data(bytes).base64EncodedString()
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Decodes canonical unpadded base64, or `nil`.
    static func decode(_ text: Substring) -> Data? {
        guard !text.contains("="), text.count % 4 != 1 else { return nil }
        let padded = String(text) + String(repeating: "=", count: (4 - text.count % 4) % 4)
        guard let data = Data(base64Encoded: padded), encode(data) == text else { return nil }
        return data
    }

    /// Decodes canonical unpadded base64 of exactly `count` bytes, else throws naming `what`.
    static func decode(_ text: Substring, count: Int, what: String) throws -> Data {
        guard let data = decode(text), data.count == count else {
            throw AgeError.malformedHeader("\(what) is not \(count) bytes of canonical base64")
        }
        return data
    }
}
