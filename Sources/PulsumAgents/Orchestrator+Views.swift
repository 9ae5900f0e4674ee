import Foundation
import PulsumAnalytics
import PulsumCore
import PulsumFiles
import PulsumReport
import PulsumStore

/// What the report and the terminal views read: nothing is written to the database, and before
/// the first import every answer is empty.
extension Orchestrator {
    /// The database if one exists (reads never create it).
    private func existingDatabase() throws -> PulsumDatabase? {
        guard FileManager.default.fileExists(atPath: folder.database.path) else { return nil }
        return try PulsumDatabase(path: folder.database.path)
    }

    /// Writes the HTML report of `first … last` (default: the last 90 days with data) to `file`,
    /// atomically; returns its size in bytes, or `nil` when nothing has been imported yet.
    public func writeReport(from first: LocalDate?, through last: LocalDate?, today: LocalDate, to file: URL) throws -> Int? {
        guard let database = try existingDatabase(),
              let input = try ReportReader(database: database).input(from: first, through: last, today: today) else { return nil }
        let html = Data(HTMLReport.render(input).utf8)
        try AtomicFile.write(html, to: file, mode: 0o600)
        return html.count
    }

    /// The `status` view: the latest complete scored day on or before `today`, a later day in
    /// progress, the last 14 days of metrics and the newest day with data.
    public func statusView(today: LocalDate) throws -> StatusView {
        guard let database = try existingDatabase(), let newest = try database.dailyMetricRange()?.upperBound else {
            return StatusView(latest: nil, inProgress: nil, recentDays: [], newestDataDay: nil, today: today)
        }
        let decoder = JSONDecoder()
        let recent = try database.dayScores(in: newest.adding(days: -StatusView.sparklineDays)...today, asOf: today)
            .map { try decoder.decode(DayAnalysis.self, from: Data($0.json.utf8)) }
        var latest = recent.last { !$0.inProgress && $0.score.value != nil } ?? recent.last { !$0.inProgress }
        if latest == nil, let stored = try database.latestDayScore(asOf: today) {
            latest = try decoder.decode(DayAnalysis.self, from: Data(stored.json.utf8))
        }
        let inProgress = recent.last.flatMap { $0.inProgress ? $0 : nil }
        let headline = latest?.date ?? newest
        let days = try database.dailyMetrics(from: headline.adding(days: -(StatusView.sparklineDays - 1)), to: headline)
        return StatusView(latest: latest, inProgress: inProgress, recentDays: days, newestDataDay: newest, today: today)
    }

    /// The warning `status` and `recommend` give when the newest data is more than three days old.
    public func staleDataWarning(today: LocalDate) throws -> String? {
        StatusView.staleWarning(newestDataDay: try existingDatabase()?.dailyMetricRange()?.upperBound, today: today)
    }
}
