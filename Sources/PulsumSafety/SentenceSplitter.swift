import Foundation

/// Splits a message into the pieces the screen judges one by one: sentences, and the parts
/// before and after a contrast ("I'm not suicidal, **but** …"), so a negation or another
/// person in one part never excuses what the next part says.
public enum SentenceSplitter {
    /// The non-empty pieces, trimmed, in order.
    public static func segments(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character.unicodeScalars.allSatisfy({ sentenceEnds.contains($0) }) {
                pieces.append(current)
                current = ""
            }
        }
        pieces.append(current)
        return pieces.flatMap(splitAtContrast).map { $0.trimmingCharacters(in: trimmed) }.filter { piece in
            piece.unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
        }
    }

    private static let sentenceEnds = CharacterSet(charactersIn: ".!?;\n\u{2026}\u{3002}\u{00A1}\u{00BF}")
    private static let trimmed = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
    /// A word of contrast, where a piece is split.
    static let contrast = #"(?i)\b(but|pero|mais|though|although|however|sino)\b"#

    private static func splitAtContrast(_ piece: String) -> [String] {
        var parts: [String] = []
        var start = piece.startIndex
        var searchFrom = piece.startIndex
        while let word = piece.range(of: contrast, options: .regularExpression, range: searchFrom..<piece.endIndex) {
            if word.lowerBound > start {
                parts.append(String(piece[start..<word.lowerBound]))
                start = word.lowerBound
            }
            searchFrom = word.upperBound
        }
        parts.append(String(piece[start...]))
        return parts
    }
}
