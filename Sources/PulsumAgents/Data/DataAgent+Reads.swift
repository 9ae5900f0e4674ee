import PulsumAnalytics
import PulsumCore

/// What the commands read from the database. Reads take no lock and create nothing: before the
/// first import they return empty results.
extension DataAgent {
    /// The daily metrics from `first` through `last` (either open), oldest first.
    public func days(from first: LocalDate? = nil, through last: LocalDate? = nil) throws -> [DailyMetrics] {
        try translatingErrors { try readableDatabase()?.dailyMetrics(from: first, to: last) ?? [] }
    }

    /// The latest analysis stored on or before `day`, as its latest night computed it.
    public func latestAnalysis(asOf day: LocalDate) throws -> DayAnalysis? {
        try translatingErrors {
            guard let database = try readableDatabase(), let row = try database.latestDayScore(asOf: day) else { return nil }
            return try StoredAnalysis.analysis(of: row, database: database.path)
        }
    }

    /// The analyses of the days in `days` exactly as the nightly run of `night` computed them
    /// (rows computed on later nights are ignored, so later data never leaks in), by day.
    public func analyses(in days: ClosedRange<LocalDate>, asOfNight night: LocalDate) throws -> [LocalDate: DayAnalysis] {
        try translatingErrors {
            guard let database = try readableDatabase() else { return [:] }
            var analyses: [LocalDate: DayAnalysis] = [:]
            for row in try database.dayScores(in: days, asOf: night) {
                analyses[row.date] = try StoredAnalysis.analysis(of: row, database: database.path)
            }
            return analyses
        }
    }
}
