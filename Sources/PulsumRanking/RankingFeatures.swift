import Foundation

/// The named features φ(item, context) the ranker scores, and their cold-start prior weights.
///
/// | feature | value |
/// |---|---|
/// | `similarity` | cosine similarity of the item to the person's text (−1…1) |
/// | `fit.<situation>` | for each situation the item lists: how strongly today shows it (0…2 measured, 0…1 stated), else 0 |
/// | `minutes` | ln(1 + minutes) / ln(61): 1 at an hour |
/// | `intensity` | 0 low, 0.5 moderate, 1 high |
/// | `intensity_x_strain` | intensity × today's strain (the strongest of short sleep, sleep debt, low HRV, high resting HR, high respiratory rate, low energy; capped at 1) |
/// | `recently_shown` | exp(−hours since last shown / 72), 0 if never shown |
/// | `category.<category>` | 1 for the item's category, else 0 |
///
/// A measured situation's strength is max over its day features of clamp(direction · z, 0, 4) / 2,
/// so `sleep_asleep` = −2 gives `short_sleep` strength 1 (see ``DaySignal`` for the names). A stated one is the context value for its
/// name (for example `"stressed": 1`), clamped to 0…1.
public enum RankingFeatures {
    /// Bumped whenever the list or meaning of features changes (the state file records it).
    public static let version = 1

    /// Feature names, in vector order.
    public static let names: [String] =
        ["similarity"] + Situation.allCases.map { "fit.\($0.rawValue)" }
        + ["minutes", "intensity", "intensity_x_strain", "recently_shown"]
        + MicroMomentCategory.allCases.map { "category.\($0.rawValue)" }

    /// Situations and categories in vector order (kept once: `allCases` builds a new array each call).
    static let situations = Situation.allCases
    static let categories = MicroMomentCategory.allCases

    /// Time constant of the `recently_shown` decay, in hours.
    public static let recencyHours = 72.0

    /// Situations whose strength counts as strain in `intensity_x_strain`.
    public static let strainSituations: [Situation] = [
        .shortSleep, .sleepDebt, .lowHRV, .highRestingHR, .highRespiratoryRate, .lowEnergy,
    ]

    /// Cold-start weights, chosen so that with no feedback: text relevance leads; an item whose
    /// situation shows today gets about as much lift as a 0.25 gain in similarity per unit of
    /// strength; short, gentle items win ties; strenuous items sink on a strained day; something
    /// shown in the last days gives way to something fresh; no category is favoured.
    public static let priorWeights: [Double] = names.map { name in
        switch name {
        case "similarity": 4
        case "minutes": -0.5
        case "intensity": -0.3
        case "intensity_x_strain": -1.5
        case "recently_shown": -1
        default: name.hasPrefix("fit.") ? 1 : 0
        }
    }

    /// How strongly `situation` shows in `context` (see the type's documentation).
    public static func strength(of situation: Situation, in context: [String: Double]) -> Double {
        if let signal = situation.signal {
            let values = signal.features.compactMap { context[$0] }.filter(\.isFinite)
            return values.map { min(max(signal.direction * $0, 0), 4) / 2 }.max() ?? 0
        }
        guard let value = context[situation.rawValue], value.isFinite else { return 0 }
        return min(max(value, 0), 1)
    }

    /// How strongly each situation shows in one context, computed once per ranking.
    public struct DayStrengths: Sendable {
        /// Strength per situation (see ``RankingFeatures/strength(of:in:)``).
        public let values: [Situation: Double]
        /// The strongest strain situation, capped at 1.
        public let strain: Double

        /// The strengths of every situation in `context`.
        public init(context: [String: Double]) {
            var values: [Situation: Double] = [:]
            for situation in Situation.allCases { values[situation] = RankingFeatures.strength(of: situation, in: context) }
            self.values = values
            strain = min(1, strainSituations.map { values[$0] ?? 0 }.max() ?? 0)
        }
    }

    /// φ(item, context).
    ///
    /// - Parameters:
    ///   - similarity: cosine similarity of the item to the query text (0 when there is none).
    ///   - day: today's situation strengths (from named day features and stated situations).
    ///   - lastShown: when the item was last shown, if ever; `now` is the ranking time.
    public static func vector(item: MicroMoment, similarity: Double, day: DayStrengths, lastShown: Date?,
                              now: Date) -> [Double] {
        var vector: [Double] = []
        vector.reserveCapacity(names.count)
        vector.append(similarity.isFinite ? similarity : 0)
        for situation in situations {
            vector.append(item.situations.contains(situation) ? day.values[situation] ?? 0 : 0)
        }
        let hours = lastShown.map { max(0, now.timeIntervalSince($0) / 3600) }
        vector.append(log1p(Double(item.minutes)) / log1p(60))
        vector.append(item.intensity.level)
        vector.append(item.intensity.level * day.strain)
        vector.append(hours.map { exp(-$0 / recencyHours) } ?? 0)
        for category in categories { vector.append(category == item.category ? 1 : 0) }
        return vector
    }
}
