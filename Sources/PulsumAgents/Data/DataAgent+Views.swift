import Foundation
import PulsumCore
import PulsumFiles
import PulsumReport

/// What the report and the terminal views read. Like every read, they take no lock and create
/// nothing: before the first import they are empty.
extension DataAgent {
    /// Writes the HTML report of `first … last` (default: the last 90 days with data) to `file`,
    /// atomically; returns its size in bytes, or `nil` when nothing has been imported yet.
    public func writeReport(from first: LocalDate?, through last: LocalDate?, today: LocalDate, to file: URL) throws -> Int? {
        let input = try translatingErrors {
            try readableDatabase().flatMap { try ReportReader(database: $0).input(from: first, through: last, today: today) }
        }
        guard let input else { return nil }
        let html = Data(HTMLReport.render(input).utf8)
        try AtomicFile.write(html, to: file, mode: 0o600)
        return html.count
    }

    /// The `status` view: the latest complete scored day on or before `today`, a later day in
    /// progress, the last 14 days of metrics and the newest day with data.
    public func statusView(today: LocalDate) throws -> StatusView {
        try translatingErrors {
            guard let database = try readableDatabase(), let newest = try database.dailyMetricRange()?.upperBound else {
                return StatusView(latest: nil, inProgress: nil, recentDays: [], newestDataDay: nil, today: today)
            }
            let recent = try database.dayScores(in: newest.adding(days: -StatusView.sparklineDays)...today, asOf: today)
                .map { try StoredAnalysis.analysis(of: $0, database: database.path) }
            var latest = recent.last { !$0.inProgress && $0.score.value != nil } ?? recent.last { !$0.inProgress }
            if latest == nil, let stored = try database.latestDayScore(asOf: today) {
                latest = try StoredAnalysis.analysis(of: stored, database: database.path)
            }
            let headline = latest?.date ?? newest
            let days = try database.dailyMetrics(from: headline.adding(days: -(StatusView.sparklineDays - 1)), to: headline)
            return StatusView(latest: latest, inProgress: recent.last.flatMap { $0.inProgress ? $0 : nil },
                              recentDays: days, newestDataDay: newest, today: today)
        }
    }

    /// The warning `status` and `recommend` give when the newest data is more than three days old.
    public func staleDataWarning(today: LocalDate) throws -> String? {
        try translatingErrors {
            StatusView.staleWarning(newestDataDay: try readableDatabase()?.dailyMetricRange()?.upperBound, today: today)
        }
    }
}
