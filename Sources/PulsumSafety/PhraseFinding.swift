/// One rule finding (a keyword group or a grammar rule), with its C-SSRS category and what its
/// context made of it.
public struct PhraseFinding: Sendable, Hashable {
    /// What the match counts as in its sentence.
    public enum Effect: String, Sendable, Hashable, CaseIterable {
        /// Current and first person: crisis when its category calls crisis on its own.
        case crisis
        /// The same phrase negated ("I'm not suicidal"): caution.
        case negated
        /// About someone else ("my friend wants to kill herself"): caution.
        case thirdPerson = "third-person"
        /// In the distant past ("I used to self-harm"): caution.
        case past
        /// Distress without ideation: caution.
        case distress
        /// The bare topic outside an informational sentence: caution.
        case mention
        /// A benign idiom: counts for nothing, and hides its words from the other groups.
        case idiom

        /// Negation, another person or the distant past.
        public var mitigates: Bool { self == .negated || self == .thirdPerson || self == .past }
    }

    /// The group's or rule's id (for example `en.kill-myself`, `grammar.acquire-firearm`).
    public let id: String
    /// What the match counts as in its sentence.
    public let effect: Effect
    /// The C-SSRS category of the group or rule.
    public let category: CrisisCategory

    /// The level this finding asks for in a text of several sentences: crisis for a current
    /// finding of a category that calls crisis on its own (method, intent, plan, preparation,
    /// attempt), nothing for an idiom, caution for everything else.
    public var level: SafetyLevel { level(inOneSentence: false) }

    /// The level this finding asks for. In a text of one sentence, whose whole frame is in view, a
    /// current phrase-list finding of any crisis category is crisis too (round 35).
    public func level(inOneSentence: Bool) -> SafetyLevel {
        switch effect {
        case .crisis: callsCrisis(inOneSentence: inOneSentence) ? .crisis : .caution
        case .idiom: .safe
        default: .caution
        }
    }

    /// A current, first-person finding of a crisis category (the crisis head's flags), whatever
    /// level it asks for on its own.
    var isCurrentCrisisCategory: Bool { effect == .crisis && category.isCrisis }

    /// A phrase-list group, as opposed to a grammar rule (`grammar.*`), which reads by word class.
    var isPhraseList: Bool { !id.hasPrefix("grammar.") }

    /// A current finding that makes the rule layer a crisis on its own: one of a category that
    /// calls crisis on its own, and in a text of one sentence any phrase-list finding of a crisis
    /// category. A wish, a thought or self-injury read by the grammar's word classes, or found by
    /// the phrase lists in a text of several sentences (whose frame may sit in another sentence),
    /// leaves crisis to the head (rounds 26, 34 and 35).
    func callsCrisis(inOneSentence: Bool) -> Bool {
        isCurrentCrisisCategory && (category.callsCrisisOnItsOwn || (inOneSentence && isPhraseList))
    }

    /// `effect:category:id`, as printed in reasons (for example `crisis:preparation:grammar.acquire-rope`).
    public var reason: String { "\(effect.rawValue):\(category.rawValue):\(id)" }
}
