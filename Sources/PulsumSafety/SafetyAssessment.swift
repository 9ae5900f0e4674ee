/// How worried the screen is about a piece of text.
public enum SafetyLevel: String, Sendable, Codable, Comparable, CaseIterable {
    /// Nothing suggests distress; coaching may go ahead.
    case safe
    /// Distress, or crisis words that are negated, past or about someone else: coach gently and
    /// show where help is.
    case caution
    /// The person may be in danger: show the crisis response and nothing else.
    case crisis

    /// Orders levels by concern: safe < caution < crisis.
    public static func < (lhs: SafetyLevel, rhs: SafetyLevel) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// The screen's verdict: the level, why, and the fixed text to show. It never contains the
/// screened text.
public struct SafetyAssessment: Sendable, Equatable, Codable {
    /// How worried the screen is.
    public let level: SafetyLevel
    /// `effect:phrase-id` for each keyword group found (for example `crisis:en.kill-myself`,
    /// `negated:en.want-to-die`), then `prototype:<id> similarity=<cosine>` for the closest
    /// crisis prototype.
    public let reasons: [String]
    /// `CrisisResponse.text` for crisis, `CrisisResponse.cautionText` for caution, empty when safe.
    public let response: String

    /// A verdict with the fixed response that belongs to its level.
    public init(level: SafetyLevel, reasons: [String]) {
        self.level = level
        self.reasons = reasons
        self.response = switch level {
        case .crisis: CrisisResponse.text
        case .caution: CrisisResponse.cautionText
        case .safe: ""
        }
    }
}
