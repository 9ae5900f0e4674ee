import PulsumCore

/// Computes each metric's baseline from the days before the scored day (no leakage).
///
/// For day D and metric k: the window is days D−w … D−1 (w = ``BaselineConfig/window``), only
/// plausible values count, and with at least ``BaselineConfig/minimumCount`` of them the baseline
/// has `median`, `mad`, `scale = max(1.4826·mad, floor_k)` and the day's `z = (x_D − median)/scale`.
public enum BaselineCalculator {
    /// The baselines of day `day` for every metric that has a value (plausible or not) in
    /// days `day − window … day`. Entries of `history` after `day` are ignored.
    public static func baselines(history: [DailyMetrics], upTo day: LocalDate,
                                 config: BaselineConfig = BaselineConfig()) -> [DailyMetricKey: Baseline] {
        let series = DailySeries(history: history, from: day.adding(days: -config.window), through: day)
        let row = series.row(of: day)
        var result: [DailyMetricKey: Baseline] = [:]
        for key in series.raw.keys {
            let column = BaselineColumn(series: series, key: key, config: config)
            if let baseline = column.baseline(atRow: row) { result[key] = baseline }
        }
        return result
    }
}

/// The baselines of one metric for every row of a series, computed in one rolling pass.
struct BaselineColumn {
    let key: DailyMetricKey
    let config: BaselineConfig
    let profile: MetricProfile
    /// The values as reported (`nil` = missing), plausible or not.
    let raw: [Double?]
    /// Plausible values, NaN elsewhere.
    let values: [Double]
    let summaries: [RobustSummary?]
    /// `validBefore[i]`: plausible values in rows `0..<i`.
    private let validBefore: [Int]
    /// `lastValidBefore[i]`: the last row `< i` with a plausible value, or -1.
    private let lastValidBefore: [Int]
    /// `reportedBefore[i]`: rows `0..<i` with any reported value.
    private let reportedBefore: [Int]

    init(series: DailySeries, key: DailyMetricKey, config: BaselineConfig) {
        let profile = config.profile(for: key)
        self.key = key
        self.config = config
        self.profile = profile
        raw = series.raw[key] ?? [Double?](repeating: nil, count: series.dayCount)
        values = series.plausibleColumn(key, profile: profile) ?? [Double](repeating: .nan, count: series.dayCount)
        summaries = RollingRobustStatistics.summaries(
            of: values, window: config.window, minimumCount: config.minimumCount, placement: .pastOnly)
        var valid = [0]
        var last = [-1]
        var seen = [0]
        valid.reserveCapacity(values.count + 1)
        last.reserveCapacity(values.count + 1)
        seen.reserveCapacity(values.count + 1)
        for (row, value) in values.enumerated() {
            valid.append(valid[row] + (value.isNaN ? 0 : 1))
            last.append(value.isNaN ? last[row] : row)
            seen.append(seen[row] + (raw[row] == nil ? 0 : 1))
        }
        validBefore = valid
        lastValidBefore = last
        reportedBefore = seen
    }

    /// The baseline of a row, or `nil` when the metric has no reported value in the window or on
    /// the row itself (there is nothing to say about it that day).
    func baseline(atRow row: Int) -> Baseline? {
        guard row >= 0, row < values.count else { return nil }
        let windowStart = max(row - config.window, 0)
        guard reportedBefore[row + 1] - reportedBefore[windowStart] > 0 else { return nil }
        let count = validBefore[row] - validBefore[windowStart]
        let status = status(atRow: row, count: count)
        guard let summary = summaries[row] else {
            return Baseline(median: nil, mad: nil, scale: nil, n: count, z: nil, status: status,
                            readyInDays: status == .calibrating ? readyInDays(atRow: row) : nil)
        }
        let scale = summary.scale(floor: profile.scaleFloor)
        let x = values[row]
        let z = x.isNaN ? nil : RobustStatistics.z(x, median: summary.median, scale: scale)
        return Baseline(median: summary.median, mad: summary.mad, scale: scale, n: summary.count, z: z,
                        status: status, readyInDays: nil)
    }

    /// The data-quality note for the row's own value, if it was rejected.
    func note(atRow row: Int) -> DataQualityNote? {
        guard row >= 0, row < raw.count, let value = raw[row] else { return nil }
        return DataQualityNote.check(value, metric: key, profile: profile)
    }

    private func status(atRow row: Int, count: Int) -> BaselineStatus {
        let last = lastValidBefore[row]
        if count > 0 && last >= 0 && row - last > config.staleAfterDays { return .stale }
        if count < config.minimumCount { return .calibrating }
        return count < config.trustedCount ? .provisional : .trusted
    }

    /// The smallest N ≥ 1 such that the baseline of row + N has enough values, if every day from
    /// this row on brings one valid value. Uses only rows before `row`.
    private func readyInDays(atRow row: Int) -> Int {
        let needed = config.minimumCount
        for days in 1..<needed {
            let oldStart = min(max(row + days - config.window, 0), row)
            let kept = validBefore[row] - validBefore[oldStart]
            if kept + min(days, config.window) >= needed { return days }
        }
        return needed
    }
}
