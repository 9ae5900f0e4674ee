/// One keyword group found in the text, with what its context made of it.
public struct PhraseFinding: Sendable, Hashable {
    /// What the match counts as.
    public enum Effect: String, Sendable, Hashable, CaseIterable {
        /// First-person ideation, intent or self-harm, current: crisis on its own.
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

        /// Negation, another person or the distant past: the sentence cannot be a crisis by
        /// similarity alone.
        public var mitigates: Bool { self == .negated || self == .thirdPerson || self == .past }
    }

    /// The keyword group's id (for example `en.kill-myself`).
    public let id: String
    /// What the match counts as in its sentence.
    public let effect: Effect

    /// `effect:id`, as printed in reasons.
    public var reason: String { "\(effect.rawValue):\(id)" }
}
