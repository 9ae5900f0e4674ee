import Foundation

/// Splits one sentence into clauses: at commas, colons, semicolons and dashes, and before the
/// connectives that start a new clause in English, Spanish and French ("and", "because", "but",
/// "y", "pero", "porque", "et", "mais", "parce que"), so the risky clause of a long sentence can be
/// embedded on its own (round 4's candidate B, `docs/safety.md`).
public enum ClauseSplitter {
    /// The clauses that hold a letter or digit, trimmed, in order; the sentence itself when it
    /// has one clause.
    public static func clauses(of sentence: String) -> [String] {
        let marked = sentence.replacingOccurrences(of: connective, with: "\u{1F}$1", options: .regularExpression)
        let clauses = marked.components(separatedBy: separators).map { $0.trimmingCharacters(in: trimmed) }.filter { clause in
            clause.unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
        }
        return clauses.isEmpty ? [sentence] : clauses
    }

    private static let connective =
        #"(?i)\b(and|because|cause|but|y|pero|porque|et|mais|parce que)\b"#
    private static let separators = CharacterSet(charactersIn: ",;:\u{2013}\u{2014}\u{1F}")
    private static let trimmed = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
}
