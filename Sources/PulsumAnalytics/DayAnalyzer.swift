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
        let series = makeSeries(history, days)
        let columns = DailyMetricKey.allCases.filter { series.raw[$0] != nil }
            .map { BaselineColumn(series: series, key: $0, config: config) }
        let sleep = columns.first { $0.key == .sleepAsleep }
        let fingerprint = methodFingerprint()
        let digests = dayDigests(series)
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
                inputHash: inputHash(digests: digests, row: row, fingerprint: fingerprint), baselines: baselines,
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
        let series = makeSeries(history, days)
        let fingerprint = methodFingerprint()
        let digests = dayDigests(series)
        return (days.lowerBound.dayNumber...days.upperBound.dayNumber).map { dayNumber in
            inputHash(digests: digests, row: dayNumber - series.start.dayNumber, fingerprint: fingerprint)
        }
    }

    /// The method's fingerprint, then for each of the `lookbackDays + 1` days ending at `row`
    /// its position and its digest (0 for a day with no values or outside the series).
    private func inputHash(digests: [UInt64], row: Int, fingerprint: StableHasher) -> String {
        var hasher = fingerprint
        for offset in 0...lookbackDays {
            let index = row - lookbackDays + offset
            hasher.combine(offset)
            hasher.combine(index >= 0 && index < digests.count ? digests[index] : 0)
        }
        return hasher.hex
    }

    /// One digest per row over every reported value (metric name and bit pattern), 0 when none.
    private func dayDigests(_ series: DailySeries) -> [UInt64] {
        var digests = [UInt64](repeating: 0, count: series.dayCount)
        for key in DailyMetricKey.allCases {
            guard let column = series.raw[key] else { continue }
            var name = StableHasher()
            name.combine(key.rawValue)
            for (row, value) in column.enumerated() {
                guard let value else { continue }
                var hasher = StableHasher()
                hasher.combine(digests[row])
                hasher.combine(name.value)
                hasher.combine(value)
                digests[row] = hasher.value
            }
        }
        return digests
    }

    /// The rows the analyses of `days` read: from `lookbackDays` before the first through the last.
    private func makeSeries(_ history: [DailyMetrics], _ days: ClosedRange<LocalDate>) -> DailySeries {
        DailySeries(history: history, from: days.lowerBound.adding(days: -lookbackDays), through: days.upperBound)
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
