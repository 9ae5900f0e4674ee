/// The rule features the classifier sees beside the sentence embedding: what the keyword
/// lists and the grammar found in the same piece of text, and its closest crisis prototype.
enum ScreenFeatures {
    /// Names of the features after the embedding, in order (written into the weights file,
    /// which is refused when they differ).
    static let names: [String] = ["prototype_similarity"]
        + CrisisCategory.allCases.filter(\.isCrisis).map { "current_\($0.rawValue)" }
        + ["current_phrase_list", "mitigated", "distress", "topic", "idiom"]

    /// The values for one piece of text.
    static func values(findings: [PhraseFinding], prototypeSimilarity: Float) -> [Float] {
        let current = Set(findings.filter { $0.effect == .crisis }.map(\.category))
        var values: [Float] = [prototypeSimilarity]
        for category in CrisisCategory.allCases where category.isCrisis {
            values.append(current.contains(category) ? 1 : 0)
        }
        values.append(findings.contains { $0.isCurrentCrisisCategory && $0.isPhraseList } ? 1 : 0)
        values.append(findings.contains(where: \.effect.mitigates) ? 1 : 0)
        values.append(findings.contains { $0.effect == .distress } ? 1 : 0)
        values.append(findings.contains { $0.effect == .mention || ($0.effect == .crisis && !$0.category.isCrisis) } ? 1 : 0)
        values.append(findings.contains { $0.effect == .idiom } ? 1 : 0)
        return values
    }

    /// Whether the rule features hold any finding that makes the rule layer at least caution
    /// (everything but the prototype similarity and an idiom).
    static func ruleSaysConcern(_ features: ArraySlice<Float>) -> Bool {
        features.dropFirst().dropLast().contains(1)
    }

    /// Whether the rule features (the part after the embedding) hold a current finding that calls
    /// crisis on its own, as `PhraseFinding.level(inOneSentence:)` does: a category that does, or
    /// in a text of one sentence the phrase lists.
    static func ruleSaysCrisis(_ features: ArraySlice<Float>, inOneSentence: Bool) -> Bool {
        let flags = features.dropFirst()
        let categories = CrisisCategory.allCases.filter(\.isCrisis)
        return zip(categories, flags).contains { category, flag in category.callsCrisisOnItsOwn && flag == 1 }
            || (inOneSentence && flags.dropFirst(categories.count).first == 1)
    }
}
