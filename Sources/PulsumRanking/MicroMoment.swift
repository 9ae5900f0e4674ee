/// One short coaching action from the micro-moment library.
///
/// The library file holds one JSON object per line with exactly these keys (see
/// docs/coaching.md, "The micro-moment library"); ``MicroMomentLibrary`` validates every field.
public struct MicroMoment: Codable, Hashable, Sendable, Identifiable {
    /// Stable identifier, lowercase letters, digits and dashes (for example `sleep-screens-down`).
    public var id: String
    /// A few words naming the action.
    public var title: String
    /// What to do, in one to three sentences.
    public var action: String
    /// The area of wellbeing it serves.
    public var category: MicroMomentCategory
    /// About how long it takes, in minutes (1–240).
    public var minutes: Int
    /// How demanding it is physically.
    public var intensity: Intensity
    /// The situations it fits (at least one).
    public var situations: [Situation]
    /// The public-health page that backs it.
    public var source: Source

    /// A public-health reference: the publisher's page name and its address.
    public struct Source: Codable, Hashable, Sendable {
        /// Publisher and page, for example `NHS: Breathing exercises for stress`.
        public var name: String
        /// The page's `https://` address.
        public var url: String

        /// A source with its page name and address.
        public init(name: String, url: String) {
            self.name = name
            self.url = url
        }
    }

    /// An item from its fields (``MicroMomentParser`` validates items read from files).
    public init(id: String, title: String, action: String, category: MicroMomentCategory, minutes: Int,
                intensity: Intensity, situations: [Situation], source: Source) {
        self.id = id
        self.title = title
        self.action = action
        self.category = category
        self.minutes = minutes
        self.intensity = intensity
        self.situations = situations
        self.source = source
    }

    /// The text that is embedded for semantic search: title, action and situations.
    public var searchText: String {
        "\(title). \(action) (\(situations.map(\.phrase).joined(separator: ", ")))"
    }
}

/// The area of wellbeing a micro-moment serves.
public enum MicroMomentCategory: String, Codable, CaseIterable, Sendable, Comparable {
    case sleep, stress, energy, hrv, mood, movement, mindfulness, nutrition, recovery

    /// Library order: the order of the cases.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// How physically demanding a micro-moment is.
public enum Intensity: String, Codable, CaseIterable, Sendable {
    case low, moderate, high

    /// 0 for low, 0.5 for moderate, 1 for high (the ranker's intensity feature).
    public var level: Double {
        switch self {
        case .low: 0
        case .moderate: 0.5
        case .high: 1
        }
    }
}
