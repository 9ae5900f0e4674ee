/// Puts back one slip of the keyboard in a word the screen looks for ("plils" → "pills",
/// "suicde" → "suicide"), so that the phrase lists and the grammar read typed text as meant.
///
/// Only slips rare between two real words are undone: two neighbouring letters swapped (in
/// words of five letters or more), one letter left out (in words of seven or more) and the
/// dropped g of chat ("endin", "jumpin"). A token that is itself a word the screen knows is never changed, and a slip that could
/// come from two known words is left alone.
struct TypoCorrector: Sendable {
    private let known: Set<String>
    private let corrections: [String: String]

    /// - Parameters:
    ///   - targets: the spellings of the patterns, which a slip is corrected to;
    ///   - others: further words the screen knows (people, quantities), never changed, never a target.
    init(targets: Set<String>, others: Set<String>) {
        let words = targets.union(others)
        known = words
        var candidates: [String: Set<String>] = [:]
        for word in targets where word.allSatisfy(\.isLetter) {
            let letters = Array(word)
            if letters.count >= 5 {
                for index in 0..<(letters.count - 1) where letters[index] != letters[index + 1] {
                    var swapped = letters
                    swapped.swapAt(index, index + 1)
                    candidates[String(swapped), default: []].insert(word)
                }
            }
            if letters.count >= 5, word.hasSuffix("ing") {
                candidates[String(word.dropLast()), default: []].insert(word)
            }
            if letters.count >= 7 {
                for index in letters.indices {
                    var shorter = letters
                    shorter.remove(at: index)
                    candidates[String(shorter), default: []].insert(word)
                }
            }
        }
        corrections = candidates.compactMapValues { $0.count == 1 ? $0.first : nil }.filter { !words.contains($0.key) }
    }

    /// The known word a token was meant to be, or the token unchanged.
    func correct(_ token: String) -> String {
        known.contains(token) ? token : corrections[token] ?? token
    }
}
