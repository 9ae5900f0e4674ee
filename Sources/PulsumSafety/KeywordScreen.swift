/// The rule layer: the phrase lists in English, Spanish and French and the means grammar,
/// read in context, every finding named by its C-SSRS category.
///
/// Works on one sentence at a time (see `SentenceSplitter`) and needs no model.
public enum KeywordScreen {
    /// The rule findings in one sentence, each with its effect and category, in a stable order:
    /// idioms (whose words then count for nothing else), phrase groups, grammar rules.
    public static func findings(in sentence: String, vocabulary: SafetyVocabulary) -> [PhraseFinding] {
        let text = TextNormalizer.normalize(sentence)
        var tokens = text.tokens.map(vocabulary.typos.correct)
        var found: [PhraseFinding] = []

        for idiom in vocabulary.idioms {
            let matches = idiom.patterns.flatMap { $0.matches(in: tokens) }
            guard !matches.isEmpty else { continue }
            found.append(PhraseFinding(id: idiom.id, effect: .idiom, category: .topic))
            for match in matches {
                for index in match.range { tokens[index] = "" }
            }
        }
        let informational = tokens.contains(where: vocabulary.informational.contains)
        var strongest: [PhraseFinding] = []
        for entry in CrisisLexicon.entries {
            let effects = entry.patterns.flatMap { $0.matches(in: tokens) }.compactMap { match in
                effect(of: entry, at: match, in: tokens, clauses: text.clauses, informational: informational, vocabulary: vocabulary)
            }
            if let effect = effects.min(by: { rank($0) < rank($1) }) {
                strongest.append(PhraseFinding(id: entry.id, effect: effect, category: entry.category))
            }
        }
        let grammar = MeansGrammar.findings(in: tokens, clauses: text.clauses, vocabulary: vocabulary)
        let personal = (strongest + grammar).contains { $0.effect != .mention && $0.effect != .distress }
        return found + strongest.filter { !(personal && $0.effect == .mention) } + grammar
    }

    /// What one match means in its sentence, or nil when it means nothing (an informational mention).
    private static func effect(
        of entry: LexiconEntry, at match: PhrasePattern.Match, in tokens: [String], clauses: [Int], informational: Bool,
        vocabulary: SafetyVocabulary
    ) -> PhraseFinding.Effect? {
        let clause = clauses[match.range.lowerBound]
        let past = isDistantPast(tokens.indices.filter { clauses[$0] == clause }.map { tokens[$0] })
        switch entry.kind {
        case .mention: return informational ? nil : past ? .past : .mention
        case .concern: return .thirdPerson
        case .distress: return isNegated(match, tokens, clauses) ? nil : .distress
        case .crisis:
            if isNegated(match, tokens, clauses) { return .negated }
            if entry.needsSubject, subjectIsSomeoneElse(before: match.range.lowerBound, tokens, vocabulary: vocabulary) { return .thirdPerson }
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
    static func subjectIsSomeoneElse(before start: Int, _ tokens: [String], vocabulary: SafetyVocabulary) -> Bool {
        for word in tokens[..<start].reversed() {
            if vocabulary.firstPerson.contains(word) { return false }
            if vocabulary.otherSubjects.contains(word) { return true }
        }
        return false
    }

    /// A distant-past marker ("used to", "years ago") without a word that makes it current
    /// ("again"), in the clause of the phrase.
    static func isDistantPast(_ tokens: [String]) -> Bool {
        (ScreenContext.pastMarkers.contains { !$0.matches(in: tokens).isEmpty } || tokens.contains(where: isPastYear))
            && !tokens.contains { ScreenContext.recentMarkers.contains($0) }
    }

    /// A year such as "2015" (1950 up to two years ago) dates what the clause says.
    private static func isPastYear(_ token: String) -> Bool {
        guard token.count == 4, let year = Int(token) else { return false }
        return year >= 1950 && year <= ScreenContext.latestPastYear
    }
}
