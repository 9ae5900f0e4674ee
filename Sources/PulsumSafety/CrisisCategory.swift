/// What a finding is about, in the categories of the Columbia Suicide Severity Rating Scale
/// (C-SSRS) screener, from the least to the most severe, then the signs that are not crisis on
/// their own. Every rule, prototype, training label and reason of the screen names one.
public enum CrisisCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// A wish to be dead or not to wake up, without thoughts of acting.
    case passiveWish = "passive_wish"
    /// Thoughts of killing oneself, without a method.
    case activeIdeation = "active_ideation"
    /// Ideation with a method (a means or a way named).
    case method
    /// Intent to act ("I'm going to do it").
    case intent
    /// A plan: a time, a place, a date.
    case plan
    /// Preparatory acts: acquiring or readying means, notes and letters, giving things away, goodbyes.
    case preparation
    /// An attempt in progress or just made.
    case attempt
    /// Non-suicidal self-injury: cutting, burning, hitting, starving as punishment.
    case selfInjury = "self_injury"
    /// Distress without ideation: hopeless, panic, crying, not coping.
    case distress
    /// The bare topic ("suicide", "overdose") or a means named without a frame.
    case topic

    /// The categories that make a current, first-person sentence a crisis: the crisis head's
    /// labels and flags.
    public var isCrisis: Bool { self != .distress && self != .topic }

    /// The categories whose current, first-person grammar finding makes the rule layer a crisis
    /// on its own: the grammar of acting (a method, intent, a plan, preparation, an attempt). A
    /// passive wish, active ideation or self-injury read by the grammar's word classes makes it
    /// caution, and the crisis head, which reads their flags, decides crisis (rounds 26 and 34 in
    /// docs/safety.md); the phrase lists call crisis in every crisis category, but only in a text of
    /// one sentence (round 35, `PhraseFinding.level(inOneSentence:)`).
    public var callsCrisisOnItsOwn: Bool { isCrisis && self != .passiveWish && self != .activeIdeation && self != .selfInjury }
}
