/// Passive wishes and thoughts of dying read by word class, so that a tense, a word order or a
/// dropped particle does not escape a phrase list: "ngl i just want to not wake up", "ojalá me
/// hubiera muerto", "j'aimerais m'endormir et jamais me réveiller", "le pido a Dios que me recoja",
/// "I keep thinking about drinking so much one night that I just don't wake up".
extension MeansGrammar {
    /// The findings of the wish grammar: the category and the token the frames are checked at.
    static func wishFindings(in tokens: [String], clauses: [Int], vocabulary: SafetyVocabulary) -> [(id: String, category: CrisisCategory, at: Int)] {
        let words = vocabulary.wishWords
        let outcomes = OutcomeReader(tokens: tokens, words: words)
        var found: [(id: String, category: CrisisCategory, at: Int)] = []
        var leads = vocabulary.wishLeads.matches(in: tokens)
        // "Que Dios me lleve", "Que Dieu me rappelle": a sentence that opens on "que" is a wish.
        if tokens.first == "que" { leads.insert(PhrasePattern.Match(range: 0..<1, skipped: []), at: 0) }
        for lead in leads {
            let end = lead.range.upperBound
            var index = end
            while index < min(end + 10, tokens.count) {
                if let at = outcomes.outcome(at: index) {
                    // "i dont wanna die": a negated lead negates the whole finding.
                    let leadNegated = KeywordScreen.isNegated(lead, tokens, clauses)
                    found.append(("grammar.wish-outcome", .passiveWish, leadNegated ? lead.range.lowerBound : at))
                    break
                }
                // "que me lleve la muerte": the verb of taking may come before the power.
                guard words.fillers.contains(tokens[index]) || words.takings.contains(tokens[index]) else { break }
                index += 1
            }
        }
        // Own death accepted under a condition: "si je tombe du fenil et que je meurs, tant mieux",
        // "if i slipped and died that'd be fine honestly", "si mañana no me despierto, tampoco pasa nada".
        for condition in tokens.indices where words.conditions.contains(tokens[condition]) && condition + 1 < tokens.count
            && (vocabulary.firstPerson.contains(tokens[condition + 1]) || ["j", "m", "me"].contains(tokens[condition + 1])) {
            guard let at = (condition + 1..<min(condition + 12, tokens.count)).lazy.compactMap(outcomes.outcome(at:)).first
            else { continue }
            let after = Array(tokens[at..<min(at + 12, tokens.count)])
            if vocabulary.wishAcceptances.contains(where: { !$0.matches(in: after).isEmpty }) {
                found.append(("grammar.death-accepted", .passiveWish, at))
            }
        }
        // Own death welcomed as the subject of its clause: "dying in my sleep would honestly be a
        // relief", "mourir d'une crise cardiaque, là, ça me soulagerait", "morirme de una vez sería un
        // alivio"; not "my dad dying was a relief" (another's death) nor "dying scares me".
        for dying in tokens.indices where words.dying.contains(tokens[dying])
            && tokens[..<dying].indices.reversed().prefix { clauses[$0] == clauses[dying] }.allSatisfy({ words.fillers.contains(tokens[$0]) && !ScreenContext.negators.contains(tokens[$0]) }) {
            let rest = Array(tokens[(dying + 1)..<min(dying + 17, tokens.count)])
            guard let relief = vocabulary.wishReliefs.lazy.compactMap({ $0.matches(in: rest).first?.range.lowerBound }).min(),
                  !rest[..<relief].contains(where: { words.fears.contains($0) || ScreenContext.negators.contains($0) })
            else { continue }
            found.append(("grammar.death-welcomed", .passiveWish, dying))
        }
        // A thought of dying by some act: a lead of thought, then (within the sentence) not
        // waking or dying as a purpose ("to die", "pour mourir"), with no fear between.
        for lead in vocabulary.ideationLeads.matches(in: tokens).map(\.range.upperBound) {
            for index in lead..<min(lead + 14, tokens.count) {
                if words.fears.contains(tokens[index]) { break }
                if let at = outcomes.notWaking(at: index) ?? outcomes.dyingAsPurpose(at: index) {
                    found.append(("grammar.thinks-of-dying-by", .method, at))
                    break
                }
            }
        }
        return found
    }

    /// Where an outcome of a wish starts, and the token its frames are checked at.
    private struct OutcomeReader {
        let tokens: [String]
        let words: WishWords

        func outcome(at index: Int) -> Int? {
            if words.dying.contains(tokens[index]) { return index }
            return notWaking(at: index) ?? powerTaking(at: index) ?? ceasing(at: index)
        }

        /// "stop being alive", "dejar de existir", "arrêter de vivre".
        func ceasing(at index: Int) -> Int? {
            guard words.ceasings.contains(tokens[index]) else { return nil }
            let next = tokens[(index + 1)..<min(index + 4, tokens.count)]
            return next.contains(where: words.beings.contains) ? index : nil
        }

        /// "not wake up", "never wake", "no despertar", "ne plus me réveiller", and the French
        /// negation after the verb ("si je me réveillais plus"); not "wake up the baby".
        func notWaking(at index: Int) -> Int? {
            if ScreenContext.negators.contains(tokens[index]) || tokens[index] == "plus" {
                var next = index + 1
                while next < min(index + 4, tokens.count), !words.waking.contains(tokens[next]) {
                    guard words.fillers.contains(tokens[next]) || ScreenContext.negators.contains(tokens[next]) else { return nil }
                    next += 1
                }
                return next < tokens.count && words.waking.contains(tokens[next]) && !hasObject(after: next) ? index : nil
            }
            if words.waking.contains(tokens[index]), index + 1 < tokens.count, ["plus", "pas", "jamais"].contains(tokens[index + 1]) {
                return index
            }
            return nil
        }

        /// "to die", "and die", "pour mourir", "para morirme", "hasta morir".
        func dyingAsPurpose(at index: Int) -> Int? {
            guard index > 0, words.dying.contains(tokens[index]) else { return nil }
            return ["to", "and", "until", "till", "pour", "de", "d", "et", "jusqu", "a", "para", "pa", "y", "hasta"]
                .contains(tokens[index - 1]) ? index : nil
        }

        /// A power with a verb of taking the writer close by: "God would take me", "que me
        /// lleve la muerte", "Dieu me rappelle".
        func powerTaking(at index: Int) -> Int? {
            guard words.powers.contains(tokens[index]) else { return nil }
            let window = max(0, index - 3)..<min(index + 6, tokens.count)
            let taken = window.contains { at in
                words.takings.contains(tokens[at])
                    && ((at > 0 && ["me", "m"].contains(tokens[at - 1])) || (at + 1 < tokens.count && tokens[at + 1] == "me"))
            }
            return taken ? index : nil
        }

        private func hasObject(after waking: Int) -> Bool {
            var next = waking + 1
            if next < tokens.count, tokens[next] == "up" { next += 1 }
            return next < tokens.count && words.wakingObjects.contains(tokens[next])
        }
    }
}
