import Foundation
import PulsumRanking
import PulsumSafety

/// What `pulsum recommend` returns (its `--json` contract).
public struct Recommendation: Codable, Sendable {
    /// The screen's verdict on the text.
    public var safety: SafetyAssessment
    /// The ranked items, best first; empty in crisis.
    public var items: [Item]
    /// A supportive line for caution; `nil` otherwise.
    public var note: String?
    /// The wellness disclaimer shown with items; `nil` when there are none.
    public var disclaimer: String?

    /// One recommended micro-moment.
    public struct Item: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var action: String
        public var category: String
        public var minutes: Int
        /// The ranker's score w·φ (higher is better; comparable within one list).
        public var score: Double
        /// The similarity or day feature that drove the rank, in words.
        public var why: String
        /// The public-health source behind the item.
        public var source: MicroMoment.Source
    }

    /// Shown with every list of items.
    public static let disclaimer =
        "General wellness suggestions, not medical advice. If something feels wrong, talk to a health professional."

    /// Shown with items when the screen says caution.
    public static let cautionNote =
        "It sounds like things are heavy right now. These are small steps, not a fix; if it gets to be too much, "
            + "you can call or text 988 (US) or find a local helpline at findahelpline.com."
}
