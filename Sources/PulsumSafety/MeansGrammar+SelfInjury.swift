/// Self-injury read by word class, so that a new act or body part does not escape a phrase list:
/// "I scratch my ankle with a scalpel on purpose", "me clavo alfileres en la piel, es mi castigo",
/// "je mets mes mains sous l'eau brûlante jusqu'à ce que la peau cloque, pour me punir".
extension MeansGrammar {
    /// An act of hurting within eight words of the writer's body, in a sentence that says why.
    static func selfInjuryFinding(in tokens: [String], vocabulary: SafetyVocabulary) -> (id: String, category: CrisisCategory, at: Int)? {
        let targets = vocabulary.selfInjuryWords.targets
        // The act and the body first (one pattern, rarely found), the sentence's reasons only then.
        let act = vocabulary.selfInjuryActs.matches(in: tokens).map(\.range.lowerBound).first { act in
            (max(0, act - 8)..<min(act + 9, tokens.count)).contains { targets.contains(tokens[$0]) }
        }
        guard let act, vocabulary.selfInjuryPurposes.contains(where: { !$0.matches(in: tokens).isEmpty }) else { return nil }
        return ("grammar.hurts-own-body", .selfInjury, act)
    }
}
