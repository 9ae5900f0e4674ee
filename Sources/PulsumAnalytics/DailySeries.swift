import PulsumCore

/// Daily metrics laid out as one dense column per metric, one row per calendar day.
///
/// A day without a value is NaN in its column: missing never becomes 0. Rows run from `start`
/// to the last day asked for; days after it are never read, so nothing leaks from the future.
struct DailySeries {
    let start: LocalDate
    let dayCount: Int
    /// The reported values, including implausible ones (for data-quality notes); `nil` = missing.
    let raw: [DailyMetricKey: [Double?]]

    /// Lays out `history` from its first day on or after `earliest` (or `end` when there is none)
    /// through `end`. When a date appears twice, the later entry's values win key by key.
    init(history: [DailyMetrics], from earliest: LocalDate, through end: LocalDate) {
        let first = history.lazy.map(\.date).filter { $0 >= earliest && $0 <= end }.min() ?? end
        start = first
        dayCount = end.dayNumber - first.dayNumber + 1
        var columns: [DailyMetricKey: [Double?]] = [:]
        for day in history where day.date >= first && day.date <= end {
            let row = day.date.dayNumber - first.dayNumber
            for (key, value) in day.values {
                columns[key, default: [Double?](repeating: nil, count: dayCount)][row] = value
            }
        }
        raw = columns
    }

    /// The row of a date (may be out of range).
    func row(of date: LocalDate) -> Int { date.dayNumber - start.dayNumber }

    /// The date of a row.
    func date(ofRow row: Int) -> LocalDate { start.adding(days: row) }

    /// A metric's column with implausible and non-finite values replaced by NaN.
    func plausibleColumn(_ key: DailyMetricKey, profile: MetricProfile) -> [Double]? {
        raw[key].map { column in column.map { value in value.flatMap { profile.isPlausible($0) ? $0 : nil } ?? .nan } }
    }
}
