/// What the screen found in a text, before thresholds turn it into a level.
public struct SafetyEvidence: Sendable, Equatable {
    /// One piece of the text (see `SentenceSplitter`) or the whole text.
    public struct Part: Sendable, Equatable {
        /// Keyword groups found in this piece (empty for the whole-text part).
        public let findings: [PhraseFinding]
        /// Cosine similarity to the closest crisis prototype.
        public let similarity: Float
        /// That prototype's id.
        public let prototypeID: String
        /// A negation, another person or the distant past was found here, so similarity alone
        /// cannot make this part a crisis.
        public var isMitigated: Bool { findings.contains(where: \.effect.mitigates) }
    }

    /// The text's pieces in order, then the whole text when it was embedded as well.
    public let parts: [Part]

    /// Every finding, in order, without repeats.
    public var findings: [PhraseFinding] {
        var seen = Set<PhraseFinding>()
        return parts.flatMap(\.findings).filter { seen.insert($0).inserted }
    }

    /// The closest prototype over all parts, if any part was embedded.
    public var closest: Part? { parts.max { $0.similarity < $1.similarity } }

    /// The closest prototype over the parts that are not mitigated.
    public var closestUnmitigated: Part? { parts.filter { !$0.isMitigated }.max { $0.similarity < $1.similarity } }
}

/// Turns evidence into a level with thresholds: the rule in one place.
public enum SafetyPolicy {
    /// - crisis: a current first-person crisis phrase; or an unmitigated part at or above
    ///   `thresholds.crisis`; or one at or above `thresholds.middle` in a text that also holds a
    ///   distress or topic keyword;
    /// - caution: any other keyword finding except idioms, or any part (mitigated or not) at or
    ///   above `thresholds.caution`;
    /// - safe otherwise.
    public static func decide(_ evidence: SafetyEvidence, thresholds: SafetyThresholds) -> SafetyAssessment {
        let findings = evidence.findings
        let effects = Set(findings.map(\.effect))
        let unmitigated = evidence.closestUnmitigated?.similarity ?? -1
        let anySimilarity = evidence.closest?.similarity ?? -1
        let supportingKeyword = !effects.isDisjoint(with: [.distress, .mention])

        let level: SafetyLevel
        if effects.contains(.crisis) || unmitigated >= thresholds.crisis
            || (unmitigated >= thresholds.middle && supportingKeyword) {
            level = .crisis
        } else if !effects.subtracting([.idiom]).isEmpty || anySimilarity >= thresholds.caution {
            level = .caution
        } else {
            level = .safe
        }
        var reasons = findings.map(\.reason)
        if let closest = evidence.closest {
            reasons.append("prototype:\(closest.prototypeID) similarity=\(formatted(closest.similarity))")
        }
        return SafetyAssessment(level: level, reasons: reasons)
    }

    private static func formatted(_ value: Float) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
