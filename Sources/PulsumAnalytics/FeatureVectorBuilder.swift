import PulsumCore

/// Builds a day's ``FeatureVector`` from its baselines.
///
/// Only baselines that are provisional or trusted contribute; a feature whose baseline is
/// calibrating or stale, or whose metric has no valid value that day, is missing (never 0).
/// Deterministic: the same inputs give a bit-identical vector (no randomness, no dependence on
/// dictionary order, a fixed order of floating-point operations).
public enum FeatureVectorBuilder {
    /// Days of sleep the 7-day debt feature needs among the last 7.
    public static let sleepDebtMinimumDays = 3

    /// The feature vector of a day.
    /// - Parameters:
    ///   - baselines: the day's baselines (see ``BaselineCalculator``).
    ///   - recentSleepAsleep: the plausible minutes asleep of the last 7 days, oldest first and
    ///     the scored day last; NaN for a missing day.
    public static func build(baselines: [DailyMetricKey: Baseline], recentSleepAsleep: [Double]) -> FeatureVector {
        var values: [FeatureName: Double] = [:]
        for name in FeatureName.allCases {
            guard let baseline = baselines[name.metric], baseline.status.isUsable else { continue }
            let raw: Double?
            if name == .sleepDebt7d {
                raw = sleepBalance(recentSleepAsleep, baseline: baseline)
            } else {
                raw = baseline.z.map { name.direction * $0 }
            }
            if let raw, raw.isFinite { values[name] = winsorized(raw) }
        }
        return FeatureVector(values: values)
    }

    /// `x` clamped to `-limit ... limit`.
    static func winsorized(_ x: Double) -> Double {
        min(max(x, -FeatureVector.limit), FeatureVector.limit)
    }

    /// Mean z of the valid recent nights against the baseline; `nil` with too few nights.
    private static func sleepBalance(_ nights: [Double], baseline: Baseline) -> Double? {
        guard let median = baseline.median, let scale = baseline.scale else { return nil }
        var sum = 0.0
        var count = 0
        for minutes in nights.suffix(7) where !minutes.isNaN {
            sum += (minutes - median) / scale
            count += 1
        }
        return count >= sleepDebtMinimumDays ? sum / Double(count) : nil
    }
}
