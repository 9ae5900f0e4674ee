import Foundation

/// Text reduced to the form the keyword screen matches on.
///
/// Tokens are lower-case, accent-free words; `clauses[i]` is the clause (counted from 0) that
/// token `i` belongs to. Clauses end at commas, colons, dashes and similar marks, so a negation
/// such as "not" never reaches across them.
public struct NormalizedText: Sendable, Equatable {
    /// The words, in order.
    public let tokens: [String]
    /// For each token, the index of its clause.
    public let clauses: [Int]

    /// The tokens joined by single spaces (for tests and debugging; never logged).
    public var joined: String { tokens.joined(separator: " ") }
}

/// Normalises free text for matching: Unicode NFKC, case and accent folding, one apostrophe and
/// one quote character, contractions and chat spellings expanded ("dont" → "do not",
/// "kms" → "kill myself"; not after a number, so "5 kms" stays kilometres), a letter repeated
/// three or more times written once ("diiiie" → "die", "sooo" → "so"), and punctuation and white space collapsed into word and clause boundaries.
public enum TextNormalizer {
    /// Normalises one piece of text (usually one sentence, see `SentenceSplitter`).
    public static func normalize(_ text: String) -> NormalizedText {
        let folded = text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var tokens: [String] = []
        var clauses: [Int] = []
        var clause = 0
        var word = ""

        func flushWord() {
            guard !word.isEmpty else { return }
            let afterNumber = tokens.last?.allSatisfy(\.isNumber) ?? false
            for piece in afterNumber ? [shortenRepeats(word)] : ChatSpellings.expand(shortenRepeats(word)) {
                tokens.append(piece)
                clauses.append(clause)
            }
            word = ""
        }

        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if apostrophes.contains(scalar) {
                if !word.isEmpty { word.append("'") }
            } else {
                flushWord()
                if clauseBreaks.contains(scalar), clauses.last == clause {
                    clause += 1
                }
            }
        }
        flushWord()
        return NormalizedText(tokens: tokens, clauses: clauses)
    }

    /// Characters that stand for an apostrophe: straight, curly, modifier letters, backtick, acute, prime.
    static let apostrophes = CharacterSet(charactersIn: "'\u{2018}\u{2019}\u{201B}\u{02BC}\u{02BB}\u{0060}\u{00B4}\u{2032}\u{FF07}")

    /// Marks that end a clause (sentence ends are split earlier by `SentenceSplitter`).
    static let clauseBreaks = CharacterSet(charactersIn: ",;:()[]{}\u{2013}\u{2014}\u{2026}.!?\n\"\u{201C}\u{201D}\u{00AB}\u{00BB}")

    /// "soooo" → "so", "diiiie" → "die": a run of three or more equal letters becomes one;
    /// ordinary double letters ("good", "kill") stay.
    static func shortenRepeats(_ word: String) -> String {
        var result = ""
        var run: [Character] = []
        func flush() { result += run.count >= 3 ? String(run[0]) : String(run) }
        for character in word {
            if let first = run.first, first != character {
                flush()
                run = []
            }
            run.append(character)
        }
        flush()
        return result
    }
}
