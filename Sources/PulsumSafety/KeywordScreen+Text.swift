/// The rule layer over a whole text rather than one sentence: a denial anywhere in it, and short
/// chat messages read as one.
extension KeywordScreen {
    /// The rule findings of each segment of one text, with the text's denial applied: when the
    /// writer denies being suicidal anywhere in the text ("I'm not suicidal", "je ne suis pas
    /// suicidaire") or names an intrusive thought ("the call of the void"), a thought of a method,
    /// an intent or active ideation elsewhere in it is `negated` (caution): "whenever I'm on a
    /// high balcony I get this urge to jump, but I'm not suicidal at all". A passive wish, a plan,
    /// preparation, an attempt or self-injury stays what it is ("I'm not planning anything, but if
    /// the racking gave way on me I'd feel relief" is still a passive wish).
    public static func findings(inSegments segments: [String], vocabulary: SafetyVocabulary) -> [[PhraseFinding]] {
        let perSegment = segments.map { findings(in: $0, vocabulary: vocabulary) }
        let denied = zip(segments, perSegment).contains { segment, found in
            guard !deniesIdeation(found) else { return true }
            let tokens = TextNormalizer.normalize(segment).tokens
            return vocabulary.denials.contains { !$0.matches(in: tokens).isEmpty }
        }
        guard denied else { return perSegment }
        return perSegment.map { found in
            found.map { finding in
                finding.effect == .crisis && deniable.contains(finding.category)
                    ? PhraseFinding(id: finding.id, effect: .negated, category: finding.category) : finding
            }
        }
    }

    /// The categories a denial elsewhere in the text turns into caution.
    private static let deniable: Set<CrisisCategory> = [.method, .intent, .activeIdeation]

    /// A segment whose only ideation is negated ("I'm not suicidal, just tired").
    private static func deniesIdeation(_ found: [PhraseFinding]) -> Bool {
        found.contains { $0.effect == .negated && $0.category == .activeIdeation }
            && !found.contains(where: \.isCurrentCrisisCategory)
    }

    /// Every rule finding of a text, once each: its segments' (with the denial applied) and, for
    /// short chat messages, those of the text read as one. How training and the tests see a text.
    public static func findings(inText text: String, vocabulary: SafetyVocabulary) -> [PhraseFinding] {
        let segments = SentenceSplitter.segments(of: text)
        var seen = Set<PhraseFinding>()
        return (findings(inSegments: segments, vocabulary: vocabulary).flatMap { $0 }
            + joinedFindings(of: text, segments: segments, vocabulary: vocabulary))
            .filter { seen.insert($0).inserted }
    }

    /// The most segments, and the most words in each, of a text read as one run of chat messages.
    static let chatMessages = 8
    static let chatMessageWords = 10

    /// The findings of short messages read as one sentence ("holding my gun / loaded / its
    /// time"), for a text of 2 to `chatMessages` segments of at most `chatMessageWords` words
    /// each; empty otherwise. A plan or an act split over several messages is found only so.
    /// A text with a word of contrast is not joined: "il y a longtemps je me coupais, mais plus
    /// maintenant" reads right only in its two parts.
    public static func joinedFindings(of text: String, segments: [String], vocabulary: SafetyVocabulary) -> [PhraseFinding] {
        guard (2...chatMessages).contains(segments.count), text.range(of: SentenceSplitter.contrast, options: .regularExpression) == nil,
              segments.allSatisfy({ TextNormalizer.normalize($0).tokens.count <= chatMessageWords })
        else { return [] }
        let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return findings(inSegments: [oneLine], vocabulary: vocabulary).flatMap { $0 }
    }
}

