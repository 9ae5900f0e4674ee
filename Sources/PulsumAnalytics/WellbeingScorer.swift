import PulsumCore

/// Turns a feature vector into a 0–100 wellbeing score.
///
/// Method: each component's value `f` is the mean of its present features (robust z-scores,
/// higher is better, winsorized to ±4). With `P` the components present and `wᵢ` their published
/// weights (``ScoreComponent/weight``), the score is
/// `50 + pointsPerUnit · Σ_{i∈P} wᵢ fᵢ / Σ_{i∈P} wᵢ` — weights renormalised over what is present.
/// With 12.5 points per unit and |f| ≤ 4 the score always lies in 0…100; 50 means every present
/// metric sits at your median. The contribution of component i is `pointsPerUnit · wᵢ fᵢ / Σ wⱼ`.
/// With less than ``minimumCoverage`` of the weight present, or fewer than
/// ``minimumComponents`` components, there is no score, and the reason says what is missing.
/// Never produces NaN: features are finite by construction and the weight sum is positive.
public enum WellbeingScorer {
    /// Score points per unit of (weighted mean) z.
    public static let pointsPerUnit = 12.5
    /// Share of the total weight that must be present to score.
    public static let minimumCoverage = 0.5
    /// Components that must be present to score.
    public static let minimumComponents = 2
    /// Confidence credit of a provisional baseline (a trusted one counts 1).
    public static let provisionalCredit = 0.5

    /// The score of a day; `withheld` lists the metrics kept out because the day is still in
    /// progress (``DayCompleteness``), so their absence says so.
    public static func score(features: FeatureVector, baselines: [DailyMetricKey: Baseline],
                             withheld: Set<DailyMetricKey> = []) -> WellbeingScore {
        var weighted = 0.0
        var presentWeight = 0.0
        var credit = 0.0
        var present: [(ScoreComponent, Double)] = []
        var missing: [ScoreComponent: String] = [:]
        for component in ScoreComponent.allCases {
            let names = component.features.filter { features[$0] != nil }
            guard !names.isEmpty else {
                missing[component] = absenceReason(component, baselines: baselines, withheld: withheld)
                continue
            }
            var sum = 0.0
            var quality = 0.0
            for name in names {
                sum += features[name] ?? 0
                quality += baselines[name.metric]?.status == .trusted ? 1 : provisionalCredit
            }
            let value = sum / Double(names.count)
            present.append((component, value))
            weighted += component.weight * value
            presentWeight += component.weight
            credit += component.weight * quality / Double(names.count)
        }
        let totalWeight = ScoreComponent.allCases.reduce(0) { $0 + $1.weight }
        let coverage = presentWeight / totalWeight
        let confidence = credit / totalWeight
        guard present.count >= minimumComponents, coverage >= minimumCoverage else {
            return WellbeingScore(value: nil, contributions: [:], coverage: coverage, confidence: confidence,
                                  reason: noScoreReason(present: present.map(\.0), coverage: coverage, missing: missing),
                                  missing: missing)
        }
        var contributions: [ScoreComponent: Double] = [:]
        for (component, value) in present {
            contributions[component] = pointsPerUnit * component.weight * value / presentWeight
        }
        return WellbeingScore(value: 50 + pointsPerUnit * weighted / presentWeight, contributions: contributions,
                              coverage: coverage, confidence: confidence, reason: nil, missing: missing)
    }

    private static func absenceReason(_ component: ScoreComponent, baselines: [DailyMetricKey: Baseline],
                                      withheld: Set<DailyMetricKey>) -> String {
        let reasons = component.features.map(\.metric).map { metric -> String in
            if withheld.contains(metric) { return "\(metric.rawValue): day in progress, counts once it is over" }
            guard let baseline = baselines[metric] else { return "\(metric.rawValue): no recent data" }
            switch baseline.status {
            case .calibrating:
                return "\(metric.rawValue): calibrating, ready in \(baseline.readyInDays ?? 0) days"
            case .stale:
                return "\(metric.rawValue): stale, no recent valid value"
            case .provisional, .trusted:
                return component == .sleepDebt7d
                    ? "\(metric.rawValue): fewer than \(FeatureVectorBuilder.sleepDebtMinimumDays) nights in the last 7 days"
                    : "\(metric.rawValue): no valid value today"
            }
        }
        return reasons.joined(separator: "; ")
    }

    private static func noScoreReason(present: [ScoreComponent], coverage: Double,
                                      missing: [ScoreComponent: String]) -> String {
        let percent = Int((coverage * 100).rounded())
        let have = present.isEmpty ? "nothing" : present.map(\.rawValue).joined(separator: ", ")
        let details = ScoreComponent.allCases.compactMap { component in missing[component].map { "\(component.rawValue) (\($0))" } }
        return "not enough data to score: usable today: \(have) (\(percent)% of the weight; at least "
            + "\(Int(minimumCoverage * 100))% and \(minimumComponents) parts needed). Missing: "
            + details.joined(separator: ", ")
    }
}
