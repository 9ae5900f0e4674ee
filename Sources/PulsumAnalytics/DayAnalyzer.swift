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

    /// The analysis of one day, from the entries of `history` up to and including that day;
    /// `today` (the local day now) decides whether the day is still in progress
    /// (``DayCompleteness``; `nil`: every day is complete).
    public func analyze(history: [DailyMetrics], day: LocalDate, today: LocalDate? = nil) -> DayAnalysis {
        analyze(history: history, days: day...day, today: today)[0]
    }

    /// The analyses of every day in `days`, in order, each exactly as ``analyze(history:day:today:)``
    /// would compute it; one rolling pass per metric, so ten years take milliseconds.
    public func analyze(history: [DailyMetrics], days: ClosedRange<LocalDate>,
                        today: LocalDate? = nil) -> [DayAnalysis] {
        let series = makeSeries(history, days)
        let completeness = DayCompleteness(history: history, today: today)
        let columns = DailyMetricKey.allCases.filter { series.raw[$0] != nil }
            .map { BaselineColumn(series: series, key: $0, config: config) }
        let sleep = columns.first { $0.key == .sleepAsleep }
        let fingerprint = methodFingerprint()
        let digests = dayDigests(series)
        return (days.lowerBound.dayNumber...days.upperBound.dayNumber).map { dayNumber in
            let row = dayNumber - series.start.dayNumber
            let date = LocalDate(dayNumber: dayNumber)
            let inProgress = completeness.isInProgress(date)
            var baselines: [DailyMetricKey: Baseline] = [:]
            var notes: [DataQualityNote] = []
            for column in columns {
                if var baseline = column.baseline(atRow: row) {
                    if inProgress && DayCompleteness.partialDayMetrics.contains(column.key) { baseline.z = nil }
                    baselines[column.key] = baseline
                }
                if let note = column.note(atRow: row) { notes.append(note) }
            }
            let recentSleep = (row - 6...row).map { $0 >= 0 ? sleep?.values[$0] ?? .nan : .nan }
            let features = FeatureVectorBuilder.build(baselines: baselines, recentSleepAsleep: recentSleep)
            let withheld = inProgress ? DayCompleteness.partialDayMetrics : []
            return DayAnalysis(
                date: date, featureVersion: FeatureVector.currentVersion,
                inputHash: inputHash(digests: digests, row: row, inProgress: inProgress, fingerprint: fingerprint),
                baselines: baselines, features: features,
                score: WellbeingScorer.score(features: features, baselines: baselines, withheld: withheld),
                dataQuality: notes, inProgress: inProgress)
        }
    }

    /// The hash of everything day D's analysis depends on: the method's parameters, every
    /// reported value (plausible or not) of days D − ``lookbackDays`` … D, and whether D is
    /// still in progress (so a day is re-scored once it is over, even with no new value).
    public func inputHash(history: [DailyMetrics], day: LocalDate, today: LocalDate? = nil) -> String {
        inputHashes(history: history, days: day...day, today: today)[0]
    }

    /// The input hashes of every day in `days`, in order, without analysing them (a nightly run
    /// compares these with the stored ones to find the days to recompute).
    public func inputHashes(history: [DailyMetrics], days: ClosedRange<LocalDate>,
                            today: LocalDate? = nil) -> [String] {
        let series = makeSeries(history, days)
        let completeness = DayCompleteness(history: history, today: today)
        let fingerprint = methodFingerprint()
        let digests = dayDigests(series)
        return (days.lowerBound.dayNumber...days.upperBound.dayNumber).map { dayNumber in
            inputHash(digests: digests, row: dayNumber - series.start.dayNumber,
                      inProgress: completeness.isInProgress(LocalDate(dayNumber: dayNumber)), fingerprint: fingerprint)
        }
    }

    /// The method's fingerprint, then for each of the `lookbackDays + 1` days ending at `row`
    /// its position and its digest (0 for a day with no values or outside the series), then
    /// the in-progress flag.
    private func inputHash(digests: [UInt64], row: Int, inProgress: Bool, fingerprint: StableHasher) -> String {
        var hasher = fingerprint
        for offset in 0...lookbackDays {
            let index = row - lookbackDays + offset
            hasher.combine(offset)
            hasher.combine(index >= 0 && index < digests.count ? digests[index] : 0)
        }
        hasher.combine(inProgress ? 1 : 0)
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
