import PulsumCore

/// Analyses days: baselines, features, score, data-quality notes and an input hash per day.
///
/// The analysis of day D reads only days D − ``lookbackDays`` … D of the history, so it never
/// looks ahead, and its ``DayAnalysis/inputHash`` covers exactly those inputs plus the method's
/// parameters: a nightly run can skip every day whose stored hash still matches.
public struct DayAnalyzer: Sendable {
    /// The baseline parameters.
    public var config: BaselineConfig

    /// Creates an analyzer with the published defaults unless told otherwise.
    public init(config: BaselineConfig = BaselineConfig()) { self.config = config }

    /// Days before D that D's analysis reads (the baseline window, the 7-day sleep balance and the
    /// stale check all fit inside).
    public var lookbackDays: Int { max(config.window, config.staleAfterDays, 6) }

    /// The analysis of one day, from the entries of `history` up to and including that day.
    public func analyze(history: [DailyMetrics], day: LocalDate) -> DayAnalysis {
        analyze(history: history, days: day...day)[0]
    }

    /// The analyses of every day in `days`, in order, each exactly as ``analyze(history:day:)``
    /// would compute it; one rolling pass per metric, so ten years take milliseconds.
    public func analyze(history: [DailyMetrics], days: ClosedRange<LocalDate>) -> [DayAnalysis] {
        let series = DailySeries(history: history, through: days.upperBound)
        let columns = DailyMetricKey.allCases.filter { series.raw[$0] != nil }
            .map { BaselineColumn(series: series, key: $0, config: config) }
        let sleep = columns.first { $0.key == .sleepAsleep }
        let fingerprint = methodFingerprint()
        return (days.lowerBound.dayNumber...days.upperBound.dayNumber).map { dayNumber in
            let row = dayNumber - series.start.dayNumber
            var baselines: [DailyMetricKey: Baseline] = [:]
            var notes: [DataQualityNote] = []
            for column in columns {
                if let baseline = column.baseline(atRow: row) { baselines[column.key] = baseline }
                if let note = column.note(atRow: row) { notes.append(note) }
            }
            let recentSleep = (row - 6...row).map { $0 >= 0 ? sleep?.values[$0] ?? .nan : .nan }
            let features = FeatureVectorBuilder.build(baselines: baselines, recentSleepAsleep: recentSleep)
            return DayAnalysis(
                date: LocalDate(dayNumber: dayNumber), featureVersion: FeatureVector.currentVersion,
                inputHash: inputHash(series: series, row: row, fingerprint: fingerprint), baselines: baselines,
                features: features, score: WellbeingScorer.score(features: features, baselines: baselines),
                dataQuality: notes)
        }
    }

    /// The hash of everything day D's analysis depends on: the method's parameters and every
    /// reported value (plausible or not) of days D − ``lookbackDays`` … D.
    public func inputHash(history: [DailyMetrics], day: LocalDate) -> String {
        inputHashes(history: history, days: day...day)[0]
    }

    /// The input hashes of every day in `days`, in order, without analysing them (a nightly run
    /// compares these with the stored ones to find the days to recompute).
    public func inputHashes(history: [DailyMetrics], days: ClosedRange<LocalDate>) -> [String] {
        let series = DailySeries(history: history, through: days.upperBound)
        let fingerprint = methodFingerprint()
        return (days.lowerBound.dayNumber...days.upperBound.dayNumber).map { dayNumber in
            inputHash(series: series, row: dayNumber - series.start.dayNumber, fingerprint: fingerprint)
        }
    }

    private func inputHash(series: DailySeries, row: Int, fingerprint: StableHasher) -> String {
        var hasher = fingerprint
        for key in DailyMetricKey.allCases {
            guard let column = series.raw[key] else { continue }
            for offset in 0...lookbackDays {
                let index = row - lookbackDays + offset
                guard index >= 0, index < column.count, let value = column[index] else { continue }
                hasher.combine(key.rawValue)
                hasher.combine(offset)
                hasher.combine(value)
            }
        }
        return hasher.hex
    }

    /// A hasher primed with every parameter of the method.
    private func methodFingerprint() -> StableHasher {
        var hasher = StableHasher()
        hasher.combine(FeatureVector.currentVersion)
        for parameter in [config.window, config.minimumCount, config.trustedCount, config.staleAfterDays] {
            hasher.combine(parameter)
        }
        for key in DailyMetricKey.allCases {
            let profile = config.profile(for: key)
            hasher.combine(profile.plausibleRange.lowerBound)
            hasher.combine(profile.plausibleRange.upperBound)
            hasher.combine(profile.scaleFloor)
        }
        for component in ScoreComponent.allCases { hasher.combine(component.weight) }
        for constant in [FeatureVector.limit, WellbeingScorer.pointsPerUnit, WellbeingScorer.minimumCoverage,
                         WellbeingScorer.provisionalCredit] {
            hasher.combine(constant)
        }
        return hasher
    }
}
