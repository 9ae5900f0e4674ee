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
            var matches = idiom.patterns.flatMap { $0.matches(in: tokens) }
            if !matches.isEmpty, vocabulary.wishWords.releasedIdioms.contains(idiom.id) {
                let wishes = vocabulary.wishLeads.matches(in: tokens)
                matches.removeAll { isWished($0, after: wishes, in: tokens, vocabulary: vocabulary) }
            }
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
        let start = match.range.lowerBound
        let past = isPast(at: start, tokens, clauses)
        switch entry.kind {
        case .mention:
            if informational { return nil }
            // "no tengo pensamientos de suicidio"; not "this isn't self-harm anymore" (a change).
            if isNegated(match, tokens, clauses), !tokens.contains(where: ScreenContext.changeMarkers.contains) { return .negated }
            return past ? .past : .mention
        case .concern: return .thirdPerson
        case .distress: return isNegated(match, tokens, clauses) ? nil : .distress
        case .crisis:
            if isNegated(match, tokens, clauses) { return .negated }
            if let asked = screeningQuestion(around: match.range, tokens, clauses) { return asked }
            if entry.needsSubject, subjectIsSomeoneElse(before: start, tokens, clauses, vocabulary: vocabulary) { return .thirdPerson }
            if !entry.needsSubject, !namesWriter(tokens[match.range]),
               clauseSubjectIsSomeoneElse(before: start, tokens, clauses, vocabulary: vocabulary) {
                return .thirdPerson
            }
            if reportedBySomeoneElse(before: start, tokens, clauses, vocabulary: vocabulary) { return .thirdPerson }
            return past ? .past : .crisis
        }
    }

    /// Whether a wish lead ends just before an idiom, with only the writer and small words between.
    private static func isWished(
        _ idiom: PhrasePattern.Match, after wishes: [PhrasePattern.Match], in tokens: [String], vocabulary: SafetyVocabulary
    ) -> Bool {
        wishes.contains { wish in
            let end = wish.range.upperBound
            return end <= idiom.range.lowerBound && idiom.range.lowerBound - end <= 3
                && tokens[end..<idiom.range.lowerBound].allSatisfy(vocabulary.wishWords.fillers.contains)
        }
    }

    /// Order of precedence when one group matches several times in a sentence: crisis first.
    private static func rank(_ effect: PhraseFinding.Effect) -> Int {
        PhraseFinding.Effect.allCases.firstIndex(of: effect) ?? 0
    }
}
