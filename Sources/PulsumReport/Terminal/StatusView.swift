import PulsumAnalytics
import PulsumCore

/// `pulsum status` as text: the latest complete scored day, one line per part of the score
/// with the day's value, the usual range, a 14-day sparkline and the points; today "in
/// progress"; a warning when the newest data is old.
public struct StatusView: Sendable {
    /// The latest complete analysis (the headline), if any.
    public var latest: DayAnalysis?
    /// A later analysis still in progress, if any.
    public var inProgress: DayAnalysis?
    /// Daily metrics of (at least) the 14 days ending on the headline day.
    public var recentDays: [DailyMetrics]
    /// The last day with any data.
    public var newestDataDay: LocalDate?
    /// The local day now.
    public var today: LocalDate

    /// Days of data after which `status` and `recommend` warn.
    public static let staleAfterDays = 3
    /// Days in the sparkline.
    public static let sparklineDays = 14

    /// Creates the view.
    public init(latest: DayAnalysis?, inProgress: DayAnalysis?, recentDays: [DailyMetrics], newestDataDay: LocalDate?,
                today: LocalDate) {
        self.latest = latest
        self.inProgress = inProgress
        self.recentDays = recentDays
        self.newestDataDay = newestDataDay
        self.today = today
    }

    /// The warning for old data, or `nil` when the newest data is at most three days old.
    public static func staleWarning(newestDataDay: LocalDate?, today: LocalDate) -> String? {
        guard let newest = newestDataDay else { return nil }
        let age = today.dayNumber - newest.dayNumber
        guard age > staleAfterDays else { return nil }
        return "the newest data is from \(newest) (\(age) days ago): import a recent export"
    }

    /// The text, with colour when `style` says so.
    public func text(style: TerminalStyle) -> String {
        var lines: [String] = []
        if let latest {
            lines += headline(latest, style: style)
        } else {
            lines.append("nothing scored yet: run `pulsum nightly PATH...` with your exports")
        }
        if let inProgress {
            var line = "\(inProgress.date)  in progress: headlined once the day is over"
            if let partial = inProgress.score.value {
                line += " (so far \(Int(partial.rounded())) from overnight metrics)"
            }
            lines.append(style.dim(line))
        }
        if let warning = Self.staleWarning(newestDataDay: newestDataDay, today: today) {
            lines.append(style.warning("warning: " + warning))
        }
        if latest != nil { lines.append("  A trend indicator against your own normal range, not a clinical measurement.") }
        return lines.joined(separator: "\n")
    }

    private func headline(_ analysis: DayAnalysis, style: TerminalStyle) -> [String] {
        let score = analysis.score
        var lines: [String] = []
        let quality = "(coverage \(Int((score.coverage * 100).rounded()))%, confidence \(Int((score.confidence * 100).rounded()))%)"
        if let value = score.value {
            lines.append(style.bold("\(analysis.date)  score \(Int(value.rounded())) / 100") + "  " + quality)
        } else {
            lines.append(style.bold("\(analysis.date)  no score") + ": " + (score.reason ?? "not enough data"))
        }
        let byDay = Dictionary(recentDays.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        let window = (0..<Self.sparklineDays).map { analysis.date.adding(days: $0 - Self.sparklineDays + 1) }
        let rows = ScoreComponent.allCases.map { component -> (cells: [String], points: String) in
            let metric = MetricDisplay.metric(of: component, in: analysis.baselines)
            let display = MetricDisplay(metric)
            let points = score.contributions[component].map { style.points($0) }
                ?? style.dim("not counted: " + (score.missing[component] ?? "missing"))
            guard component != .sleepDebt7d else { return ([MetricDisplay.name(of: component), "", "", ""], points) }
            let value = byDay[analysis.date]?[metric].map(display.text) ?? "-"
            let usual = analysis.baselines[metric]?.usualRange.map { "usual " + display.range(low: $0.lowerBound, high: $0.upperBound) } ?? ""
            return ([MetricDisplay.name(of: component), value, usual, Sparkline.render(window.map { byDay[$0]?[metric] })], points)
        }
        let widths = (0..<4).map { column in rows.map { $0.cells[column].count }.max() ?? 0 }
        for row in rows {
            lines.append("  " + zip(row.cells, widths).map { TextCell.left($0, $1) }.joined(separator: "  ") + "  " + row.points)
        }
        let unsettled = analysis.baselines.keys.sorted().compactMap { key -> String? in
            guard let baseline = analysis.baselines[key], baseline.status != .trusted else { return nil }
            return "\(MetricDisplay(key).name) \(baseline.status.rawValue)" + (baseline.readyInDays.map { " (ready in \($0) days)" } ?? "")
        }
        lines.append("  baselines: " + (unsettled.isEmpty ? "all trusted" : unsettled.joined(separator: ", ") + "; the rest trusted"))
        if !analysis.dataQuality.isEmpty {
            lines.append("  data quality: " + analysis.dataQuality.map { "\(MetricDisplay($0.metric).name): \($0.reason)" }
                .joined(separator: "; "))
        }
        return lines
    }
}
