/// The keyword floor: phrase lists in English, Spanish and French, read in context.
///
/// Works on one sentence at a time (see `SentenceSplitter`) and needs no model, so it is the
/// part of the screen that can never fail to load.
public enum KeywordScreen {
    /// The keyword groups found in one sentence, each with its effect, in a stable order.
    public static func findings(in sentence: String) -> [PhraseFinding] {
        let text = TextNormalizer.normalize(sentence)
        var tokens = text.tokens
        var found: [PhraseFinding] = []

        for entry in CrisisLexicon.entries where entry.kind == .idiom {
            let matches = entry.patterns.flatMap { $0.matches(in: tokens) }
            guard !matches.isEmpty else { continue }
            found.append(PhraseFinding(id: entry.id, effect: .idiom))
            for match in matches {
                for index in match.range { tokens[index] = "" }
            }
        }
        let informational = tokens.contains { ScreenContext.topicWords.contains($0) }
        var strongest: [PhraseFinding] = []
        for entry in CrisisLexicon.entries where entry.kind != .idiom {
            let effects = entry.patterns.flatMap { $0.matches(in: tokens) }.compactMap { match in
                effect(of: entry, at: match, in: tokens, clauses: text.clauses, informational: informational)
            }
            if let effect = effects.min(by: { rank($0) < rank($1) }) {
                strongest.append(PhraseFinding(id: entry.id, effect: effect))
            }
        }
        let personal = strongest.contains { $0.effect != .mention && $0.effect != .distress }
        return found + strongest.filter { !(personal && $0.effect == .mention) }
    }

    /// What one match means in its sentence, or nil when it means nothing (an informational mention).
    private static func effect(
        of entry: LexiconEntry, at match: PhrasePattern.Match, in tokens: [String], clauses: [Int], informational: Bool
    ) -> PhraseFinding.Effect? {
        let clause = clauses[match.range.lowerBound]
        let past = isDistantPast(tokens.indices.filter { clauses[$0] == clause }.map { tokens[$0] })
        switch entry.kind {
        case .idiom: return .idiom
        case .mention: return informational ? nil : past ? .past : .mention
        case .concern: return .thirdPerson
        case .distress: return isNegated(match, tokens, clauses) ? nil : .distress
        case .crisis:
            if isNegated(match, tokens, clauses) { return .negated }
            if entry.needsSubject, subjectIsSomeoneElse(before: match.range.lowerBound, tokens) { return .thirdPerson }
            return past ? .past : .crisis
        }
    }

    /// Order of precedence when one group matches several times in a sentence: crisis first.
    private static func rank(_ effect: PhraseFinding.Effect) -> Int {
        PhraseFinding.Effect.allCases.firstIndex(of: effect) ?? 0
    }

    /// A negation right before the phrase in its clause (only filler words between), or inside
    /// a gap of the phrase ("veux **pas** mourir").
    static func isNegated(_ match: PhrasePattern.Match, _ tokens: [String], _ clauses: [Int]) -> Bool {
        if match.skipped.contains(where: { ScreenContext.negators.contains(tokens[$0]) }) { return true }
        let start = match.range.lowerBound
        var index = start - 1
        while index >= 0, start - index <= 5, clauses[index] == clauses[start] {
            let word = tokens[index]
            if ScreenContext.negators.contains(word) { return true }
            guard ScreenContext.negationBridge.contains(word) else { return false }
            index -= 1
        }
        return false
    }

    /// The nearest person named before the phrase is someone other than the writer.
    static func subjectIsSomeoneElse(before start: Int, _ tokens: [String]) -> Bool {
        for word in tokens[..<start].reversed() {
            if ScreenContext.firstPerson.contains(word) { return false }
            if ScreenContext.otherPeople.contains(word) { return true }
        }
        return false
    }

    /// A distant-past marker ("used to", "years ago") without a word that makes it current
    /// ("again"), in the clause of the phrase.
    static func isDistantPast(_ tokens: [String]) -> Bool {
        ScreenContext.pastMarkers.contains { !$0.matches(in: tokens).isEmpty }
            && !tokens.contains { ScreenContext.recentMarkers.contains($0) }
    }
}
