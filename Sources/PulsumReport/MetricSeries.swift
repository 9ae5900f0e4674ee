import PulsumAnalytics
import PulsumCore

/// One metric's daily values over the period against its baseline band.
public struct MetricSeries: Sendable {
    /// One day of the chart.
    public struct Point: Sendable {
        /// The day.
        public var day: LocalDate
        /// The day's value (`nil`: missing, drawn as a gap).
        public var value: Double?
        /// The usual range that day (median ± scale), as computed from the 28 days before it.
        public var usual: ClosedRange<Double>?
        /// Whether the value is outside the usual range.
        public var outOfRange: Bool
    }

    /// The metric.
    public var key: DailyMetricKey
    /// Every day of the period.
    public var points: [Point]
    /// Stretches where the baseline was still calibrating (fewer than 7 valid days).
    public var calibrating: [(first: LocalDate, last: LocalDate, label: String)]

    /// The series of `key`, or `nil` when it has no value in the period.
    init?(key: DailyMetricKey, dates: [LocalDate], days: [LocalDate: DailyMetrics], analyses: [LocalDate: DayAnalysis]) {
        guard dates.contains(where: { days[$0]?[key] != nil }) else { return nil }
        self.key = key
        points = dates.map { day in
            let baseline = analyses[day]?.baselines[key]
            return Point(day: day, value: days[day]?[key], usual: baseline?.usualRange,
                         outOfRange: baseline?.isOutOfRange ?? false)
        }
        calibrating = DayRuns.stretches(dates.map { day in
            (day, analyses[day]?.baselines[key]?.status == .calibrating ? "calibrating" : nil)
        })
    }

    /// The smallest interval holding every value and band edge (for the y axis).
    public var extent: ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for point in points {
            for value in [point.value, point.usual?.lowerBound, point.usual?.upperBound].compactMap({ $0 }) where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        return low <= high ? low...high : nil
    }

    /// Days with a value, days out of range, and the latest usual range: the chart's text alternative.
    public var summary: String {
        let display = MetricDisplay(key)
        let values = points.compactMap(\.value)
        let out = points.filter(\.outOfRange).count
        var text = "\(display.name): \(values.count) of \(points.count) days recorded"
        if let low = values.min(), let high = values.max() {
            text += ", from \(display.text(low)) to \(display.text(high))"
        }
        text += "; \(out) day\(out == 1 ? "" : "s") outside the usual range"
        if let usual = points.last(where: { $0.usual != nil })?.usual {
            text += "; latest usual range \(display.range(low: usual.lowerBound, high: usual.upperBound))"
        }
        return text + "."
    }
}
