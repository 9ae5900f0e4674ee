import PulsumAnalytics
import PulsumCore

/// `pulsum days` as a table that fits the terminal, or as CSV.
public struct DaysView: Sendable {
    /// The days to show, oldest first.
    public var days: [DailyMetrics]
    /// Their analyses, when scored.
    public var analyses: [LocalDate: DayAnalysis]

    /// Creates the view.
    public init(days: [DailyMetrics], analyses: [LocalDate: DayAnalysis]) {
        self.days = days
        self.analyses = analyses
    }

    /// The metric columns in the order they are added while they fit.
    static let columns: [(key: DailyMetricKey, header: String)] = [
        (.steps, "steps"), (.restingHeartRate, "rhr"), (.hrvSDNN, "sdnn"), (.hrvRMSSD, "rmssd"), (.sleepAsleep, "sleep"),
        (.respiratoryRate, "resp"), (.sleepInBed, "in bed"), (.sleepDeep, "deep"), (.sleepREM, "rem"),
        (.sleepCore, "core"), (.sleepAwake, "awake"), (.nap, "nap"), (.heartRateMean, "hr"), (.heartRateMin, "hr min"),
        (.heartRateMax, "hr max"),
    ]

    /// The table: date and score, then as many metric columns (with data) as fit in `width`
    /// characters, all of them when `width` is `nil`. A score marked `*` is a day in progress.
    public func table(width: Int?, style: TerminalStyle) -> String {
        guard !days.isEmpty else { return "no days" }
        let present = Self.columns.filter { column in days.contains { $0[column.key] != nil } }
        let scores = days.map { day -> String in
            guard let analysis = analyses[day.date] else { return "-" }
            guard let value = analysis.score.value else { return "-" }
            return String(Int(value.rounded())) + (analysis.inProgress ? "*" : "")
        }
        var cells: [[String]] = [["date"] + days.map(\.date.description), ["score"] + scores]
        var used = 10 + 2 + 5
        var hidden = 0
        for column in present {
            let display = MetricDisplay(column.key)
            let values = days.map { $0[column.key].map(display.number) ?? "-" }
            let columnWidth = ([column.header] + values).map(\.count).max() ?? 0
            if let width, used + 2 + columnWidth > width {
                hidden += 1
                continue
            }
            used += 2 + columnWidth
            cells.append([column.header] + values)
        }
        let widths = cells.map { $0.map(\.count).max() ?? 0 }
        var lines: [String] = []
        for row in 0...days.count {
            let line = cells.indices.map { index in
                index == 0 ? TextCell.left(cells[index][row], widths[index]) : TextCell.right(cells[index][row], widths[index])
            }.joined(separator: "  ")
            lines.append(row == 0 ? style.bold(line) : line)
        }
        var legend = ["rhr, hr: bpm · resp: breaths/min · sdnn, rmssd: ms", "sleep: hours and minutes, on the day you woke up"]
        if scores.contains(where: { $0.hasSuffix("*") }) { legend.append("* day in progress: its steps count once it is over") }
        if hidden > 0 { legend.append("\(hidden) more column\(hidden == 1 ? "" : "s"): --wide; every value: --csv") }
        lines += legend.map(style.dim)
        return lines.joined(separator: "\n")
    }

    /// CSV with a header: date, score, in_progress, then every metric key (plain numbers, sleep
    /// in minutes; empty when missing).
    public var csv: String {
        var lines = [(["date", "score", "in_progress"] + DailyMetricKey.allCases.map(\.rawValue)).joined(separator: ",")]
        for day in days {
            let analysis = analyses[day.date]
            let score = analysis?.score.value.map { MetricDisplay.decimal($0, places: 1) } ?? ""
            let progress = analysis.map { $0.inProgress ? "true" : "false" } ?? ""
            let values = DailyMetricKey.allCases.map { key in day[key].map { Self.plain($0) } ?? "" }
            lines.append(([day.date.description, score, progress] + values).joined(separator: ","))
        }
        return lines.joined(separator: "\n")
    }

    /// A number as it is stored, without a trailing `.0`.
    static func plain(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
