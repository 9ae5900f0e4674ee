import Foundation
@testable import PulsumSafety

/// One line of a frozen or fresh test set: `{"id", "text", "level", "category", "lang", "form"}`.
struct FrozenText: Decodable {
    let id: String
    let text: String
    let level: SafetyLevel
    let category: String
    let lang: String
    let form: String

    static func load(_ url: URL) throws -> [FrozenText] {
        let decoder = JSONDecoder()
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try decoder.decode(FrozenText.self, from: Data($0.utf8))
        }
    }
}

/// The figures of issue #14 for one screen (or one layer) on one labelled set, with 95 %
/// percentile-bootstrap intervals (2,000 resamples, fixed seed, so a report never changes).
struct Scorecard {
    /// A rate with its interval.
    struct Rate: CustomStringConvertible {
        let hits: Int
        let total: Int
        let low: Double
        let high: Double
        var value: Double { total == 0 ? 0 : Double(hits) / Double(total) }
        var description: String {
            total == 0 ? "n/a" : "\(hits)/\(total) = \(Self.percent(value)) [\(Self.percent(low))–\(Self.percent(high))]"
        }
        static func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
    }

    let items: [FrozenText]
    let judged: [SafetyLevel]

    /// Crisis texts judged crisis, over all crisis texts whose `where` holds.
    func recall(where include: (FrozenText) -> Bool = { _ in true }) -> Rate {
        rate(of: { $0 == .crisis }, among: { $0.level == .crisis && include($0) })
    }
    /// Crisis texts judged safe (the failure that matters).
    var crisisJudgedSafe: Rate { rate(of: { $0 == .safe }, among: { $0.level == .crisis }) }
    /// Benign texts and non-crisis frames judged crisis.
    var benignJudgedCrisis: Rate { rate(of: { $0 == .crisis }, among: { $0.level == .safe }) }
    /// Benign texts and non-crisis frames judged caution or crisis (a needless warning).
    var benignJudgedConcern: Rate { rate(of: { $0 != .safe }, among: { $0.level == .safe }) }
    /// Distress texts judged safe.
    var distressJudgedSafe: Rate { rate(of: { $0 == .safe }, among: { $0.level == .caution }) }

    func rate(of judgedAs: (SafetyLevel) -> Bool, among include: (FrozenText) -> Bool) -> Rate {
        let outcomes = zip(items, judged).filter { include($0.0) }.map { judgedAs($0.1) }
        let hits = outcomes.filter { $0 }.count
        guard !outcomes.isEmpty else { return Rate(hits: 0, total: 0, low: 0, high: 0) }
        var generator = SplitMix64(seed: 14)
        var resampled: [Double] = []
        for _ in 0..<2000 {
            var count = 0
            for _ in outcomes.indices where outcomes[Int(generator.next() % UInt64(outcomes.count))] { count += 1 }
            resampled.append(Double(count) / Double(outcomes.count))
        }
        resampled.sort()
        return Rate(hits: hits, total: outcomes.count, low: resampled[49], high: resampled[1949])
    }

    /// The whole report: headline figures, recall per category and per language, the misses.
    func report(title: String, showMisses: Bool = true) -> String {
        var lines = ["== \(title): \(items.count) texts",
                     "crisis recall      \(recall())",
                     "crisis → safe      \(crisisJudgedSafe)",
                     "benign → crisis    \(benignJudgedCrisis)",
                     "benign → caution+  \(benignJudgedConcern)",
                     "distress → safe    \(distressJudgedSafe)"]
        let categories = Set(items.filter { $0.level == .crisis }.map(\.category)).sorted()
        for category in categories {
            lines.append("  recall \(category.padding(toLength: 16, withPad: " ", startingAt: 0)) \(recall { $0.category == category })")
        }
        for lang in ["en", "es", "fr"] {
            lines.append("  recall \(lang.padding(toLength: 16, withPad: " ", startingAt: 0)) \(recall { $0.lang == lang })")
        }
        for form in Set(items.map(\.form)).sorted() {
            lines.append("  recall form=\(form.padding(toLength: 11, withPad: " ", startingAt: 0)) \(recall { $0.form == form })")
        }
        for frame in Set(items.filter { $0.level == .safe }.map(\.category)).sorted() {
            let rate = rate(of: { $0 == .crisis }, among: { $0.level == .safe && $0.category == frame })
            lines.append("  \(frame) → crisis \(rate)")
        }
        if showMisses {
            for (item, level) in zip(items, judged) where Self.isMiss(item.level, level) {
                lines.append("  miss \(item.id) \(item.level.rawValue)/\(item.category)/\(item.lang) → \(level.rawValue)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A crisis not judged crisis, distress judged safe, or a safe text judged crisis.
    static func isMiss(_ label: SafetyLevel, _ judged: SafetyLevel) -> Bool {
        switch label {
        case .crisis: judged != .crisis
        case .caution: judged == .safe
        case .safe: judged == .crisis
        }
    }
}

/// A small deterministic generator for the bootstrap (SplitMix64).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
