/// Self-injury read by word class, so that a new act or body part does not escape a phrase list:
/// "I scratch my ankle with a scalpel on purpose", "me clavo alfileres en la piel, es mi castigo",
/// "je mets mes mains sous l'eau brûlante jusqu'à ce que la peau cloque, pour me punir".
extension MeansGrammar {
    /// An act of hurting within eight words of the writer's body, in a sentence that says why.
    static func selfInjuryFinding(in tokens: [String], vocabulary: SafetyVocabulary) -> (id: String, category: CrisisCategory, at: Int)? {
        guard vocabulary.selfInjuryPurposes.contains(where: { !$0.matches(in: tokens).isEmpty }) else { return nil }
        let targets = vocabulary.selfInjuryWords.targets
        for act in vocabulary.selfInjuryActs.matches(in: tokens).map(\.range.lowerBound) {
            let near = max(0, act - 8)..<min(act + 9, tokens.count)
            // A reflexive right before the act is the writer's body too: "me arranqué", "de me frapper".
            let reflexive = act > 0 && ["me", "m"].contains(tokens[act - 1])
            if reflexive || near.contains(where: { $0 != act && targets.contains(tokens[$0]) }) {
                return ("grammar.hurts-own-body", .selfInjury, act)
            }
        }
        return nil
    }
}
