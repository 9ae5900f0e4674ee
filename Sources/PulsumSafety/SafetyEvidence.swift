/// What the screen found in a text, before the combination rule turns it into a level.
public struct SafetyEvidence: Sendable, Equatable {
    /// One piece of the text (see `SentenceSplitter`) or the whole text.
    public struct Part: Sendable, Equatable {
        /// Rule findings (keyword lists and grammar) in this piece.
        public let findings: [PhraseFinding]
        /// Cosine similarity to the closest crisis prototype.
        public let similarity: Float
        /// That prototype's id and category.
        public let prototypeID: String
        public let prototypeCategory: CrisisCategory
        /// The classifier's level for this piece, and its two probabilities.
        public let classifierLevel: SafetyLevel
        public let crisisProbability: Float
        public let concernProbability: Float
    }

    /// The text's pieces in order, then the whole text when it was judged as well.
    public let parts: [Part]

    /// Every rule finding, in order, without repeats.
    public var findings: [PhraseFinding] {
        var seen = Set<PhraseFinding>()
        return parts.flatMap(\.findings).filter { seen.insert($0).inserted }
    }

    /// The level of the rule layer alone: the highest level of any finding, each read as in a text
    /// of one sentence when the text is judged as one piece.
    public var ruleLevel: SafetyLevel {
        let oneSentence = parts.count == 1
        return parts.flatMap(\.findings).map { $0.level(inOneSentence: oneSentence) }.max() ?? .safe
    }

    /// The level of the classifier alone: the highest level of any piece.
    public var classifierLevel: SafetyLevel { parts.map(\.classifierLevel).max() ?? .safe }

    /// The piece the classifier found most crisis-like.
    public var mostConcerning: Part? { parts.max { $0.crisisProbability < $1.crisisProbability } }
}

/// Turns evidence into a verdict: the combination rule in one place.
public enum SafetyPolicy {
    /// The level is the highest of the rule layer's and the classifier's, so no layer can lower
    /// another's: a crisis from either is a crisis, and any distress, topic, negated, past or
    /// someone-else finding is at least caution. Reasons list every rule finding as
    /// `effect:category:id`, then `classifier:<level> p=<crisis probability>` with the closest
    /// prototype and its category.
    public static func decide(_ evidence: SafetyEvidence) -> SafetyAssessment {
        let level = max(evidence.ruleLevel, evidence.classifierLevel)
        var reasons = evidence.findings.map(\.reason)
        if let piece = evidence.mostConcerning {
            reasons.append("classifier:\(evidence.classifierLevel.rawValue) p=\(formatted(piece.crisisProbability))")
            reasons.append("prototype:\(piece.prototypeID) \(piece.prototypeCategory.rawValue) similarity=\(formatted(piece.similarity))")
        }
        return SafetyAssessment(level: level, reasons: reasons)
    }

    static func formatted(_ value: Float) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
