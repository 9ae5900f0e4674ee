/// A phrase to look for in normalised tokens, written in a small notation:
///
/// - words separated by spaces must follow each other: `kill myself`;
/// - `a|b|c` accepts any of the words: `end|ending my life`; `_` joins words into one
///   alternative: `no_one|nobody cares`;
/// - a trailing `~` accepts English inflections: `hurt~` matches hurt, hurts, hurting;
///   `end~` matches ends, ended, ending; `cut~` matches cutting; `die~` matches died, dying;
/// - a trailing `?` makes the slot optional: `my own? life`;
/// - `..` skips up to three words: `want~ to .. die`;
/// - `$` matches only at the end of the sentence: `going to end it $`.
///
/// Words are matched whole, so `kill` never matches "skilled". A word stretched in chat
/// ("killlll", shortened by `TextNormalizer` to "kil") matches its plain spelling.
struct PhrasePattern: Sendable {
    /// One position of the pattern.
    enum Slot: Sendable {
        /// Alternatives, each a run of words (each word a set of accepted spellings).
        case words([[Spellings]], optional: Bool)
        case gap(maximum: Int)
        case end
    }

    /// Where the phrase was found: the token range and the tokens a gap skipped.
    struct Match: Sendable, Equatable {
        let range: Range<Int>
        let skipped: [Int]
    }

    let slots: [Slot]
    /// The spellings a match can start with when the first slot is required words (a match can
    /// only start at one of them, so other positions are never tried); nil otherwise.
    private let firstWords: Set<String>?

    init(_ notation: String) {
        let slots: [Slot] = notation.split(separator: " ").map { raw in
            if raw == ".." { return .gap(maximum: 3) }
            if raw == "$" { return .end }
            let optional = raw.hasSuffix("?")
            let body = optional ? raw.dropLast() : raw[...]
            let alternatives = body.split(separator: "|").map { alternative in
                alternative.split(separator: "_").map { word in
                    Spellings(word.hasSuffix("~") ? Self.inflections(of: String(word.dropLast())) : [String(word)])
                }
            }
            return .words(alternatives, optional: optional)
        }
        self.slots = slots
        if case let .words(alternatives, optional: false)? = slots.first {
            firstWords = alternatives.reduce(into: Set<String>()) { words, run in
                if let first = run.first { words.formUnion(first.exact.union(first.shortened)) }
            }
        } else {
            firstWords = nil
        }
    }

    /// Every exact spelling the pattern accepts in any slot (for `TypoCorrector`).
    var words: Set<String> {
        slots.reduce(into: Set<String>()) { words, slot in
            if case let .words(alternatives, _) = slot {
                for run in alternatives { for spellings in run { words.formUnion(spellings.exact) } }
            }
        }
    }

    /// Every place the phrase occurs (the shortest match at each start), in order.
    func matches(in tokens: [String]) -> [Match] {
        var found: [Match] = []
        for start in tokens.indices where firstWords?.contains(tokens[start]) ?? true {
            if let match = match(slot: 0, at: start, from: start, skipped: [], in: tokens) { found.append(match) }
        }
        return found
    }

    private func match(slot: Int, at position: Int, from start: Int, skipped: [Int], in tokens: [String]) -> Match? {
        guard slot < slots.count else {
            return position > start ? Match(range: start..<position, skipped: skipped) : nil
        }
        switch slots[slot] {
        case let .words(alternatives, optional):
            for run in alternatives where position + run.count <= tokens.count
                && zip(run, tokens[position...]).allSatisfy({ $0.accepts($1) }) {
                if let found = match(slot: slot + 1, at: position + run.count, from: start, skipped: skipped, in: tokens) {
                    return found
                }
            }
            return optional ? match(slot: slot + 1, at: position, from: start, skipped: skipped, in: tokens) : nil
        case .end:
            return position == tokens.count ? match(slot: slot + 1, at: position, from: start, skipped: skipped, in: tokens) : nil
        case let .gap(maximum):
            guard slot > 0 else { return nil }
            for width in 0...maximum where position + width <= tokens.count {
                let gap = Array(position..<(position + width))
                if let found = match(slot: slot + 1, at: position + width, from: start, skipped: skipped + gap, in: tokens) {
                    return found
                }
            }
            return nil
        }
    }

    /// The spellings one word of a pattern accepts: the words themselves, and their forms with
    /// double letters written once (what `TextNormalizer` makes of "killlll").
    struct Spellings: Sendable {
        let exact: Set<String>
        let shortened: Set<String>

        init(_ words: Set<String>) {
            exact = words
            shortened = Set(words.map(PhrasePattern.squeeze)).subtracting(words)
        }

        func accepts(_ token: String) -> Bool { exact.contains(token) || shortened.contains(token) }
    }

    /// Collapses every run of one letter to a single letter ("kill" → "kil").
    static func squeeze(_ word: String) -> String {
        var result = ""
        for character in word where character != result.last { result.append(character) }
        return result
    }

    /// A stem with its regular English inflections (-s, -es, -ed, -ing and their spelling rules).
    static func inflections(of stem: String) -> Set<String> {
        var forms: Set<String> = [stem, stem + "s", stem + "es", stem + "ed", stem + "ing"]
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let letters = Array(stem)
        if stem.hasSuffix("ie") {
            forms.formUnion([stem + "d", String(stem.dropLast(2)) + "ying"])
        } else if stem.hasSuffix("e") {
            forms.formUnion([stem + "d", String(stem.dropLast()) + "ing"])
        } else if let last = letters.last, last == "y", letters.count > 1, !vowels.contains(letters[letters.count - 2]) {
            forms.formUnion([String(stem.dropLast()) + "ies", String(stem.dropLast()) + "ied"])
        } else if letters.count >= 3, let last = letters.last, !vowels.contains(last), !"wxy".contains(last),
                  vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
            forms.formUnion([stem + String(last) + "ing", stem + String(last) + "ed"])
        }
        return forms
    }
}
