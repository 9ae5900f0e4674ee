import Foundation
import PulsumRanking

/// How one item's "why" is phrased from the ranker's strongest feature: the measured situation
/// with today's number, the words of the text that stated a situation, the time of day, or the
/// words the text shares with the item (else the similarity alone: close in meaning only).
struct WhyText {
    /// Situations stated in the text, with the word that stated each.
    let statedWords: [Situation: String]
    /// The ranking context: day features (z against the person's normal) and stated situations.
    let context: [String: Double]
    /// The text's words of four letters or more (shared with an item's words, they are named).
    let textWords: [String]

    /// Common words that say nothing about a match.
    static let commonWords: Set<String> = [
        "about", "been", "feel", "from", "have", "just", "like", "more", "really", "some", "than", "that", "them",
        "then", "there", "they", "this", "very", "what", "when", "with", "your",
    ]

    init(text: String, context: [String: Double]) {
        statedWords = CoachContext.statedCueMatches(in: text)
        self.context = context
        var seen = Self.commonWords
        textWords = CoachContext.words(of: text).map(String.init).filter { $0.count >= 4 && seen.insert($0).inserted }
    }

    func phrase(for ranked: RecRanker.Ranked, similarity: Double) -> String {
        let feature = ranked.topFeature ?? "similarity"
        if feature.hasPrefix("fit."), let situation = Situation(rawValue: String(feature.dropFirst(4))) {
            return fit(situation, similarity: similarity)
        }
        if feature.hasPrefix("category.") {
            return "you have often chosen \(feature.dropFirst(9)) moments"
        }
        return matched(ranked.item, similarity: similarity)
    }

    private func fit(_ situation: Situation, similarity: Double) -> String {
        if let signal = situation.signal {
            let measured = signal.features.compactMap { name in context[name].map { (name, $0) } }
                .min { $0.1 * signal.direction > $1.1 * signal.direction }
            guard let (name, z) = measured else { return "fits today's numbers: \(situation.phrase)" }
            return String(format: "fits today's numbers: %@ (%@ %+.1f against your normal)", situation.phrase, name, z)
        }
        if let word = statedWords[situation] { return "fits what you said: \"\(word)\" (\(situation.phrase))" }
        return "fits the time of day: \(situation == .morning ? "morning" : "evening")"
    }

    private func matched(_ item: MicroMoment, similarity: Double) -> String {
        let itemWords = Set(CoachContext.words(of: item.title + " " + item.action).map(String.init))
        let shared = textWords.filter(itemWords.contains)
        let relevance = shared.isEmpty
            ? String(format: "close in meaning to what you wrote (similarity %.2f)", similarity)
            : String(format: "matches your words %@ (similarity %.2f)",
                     shared.prefix(3).map { "\"\($0)\"" }.joined(separator: ", "), similarity)
        let stated = item.situations.sorted().compactMap { statedWords[$0] }
        guard !stated.isEmpty else { return relevance }
        return relevance + "; fits what you said: " + stated.prefix(2).map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
