import PulsumAnalytics
import PulsumCore
import PulsumReport
import PulsumStore

/// Reads what a report shows from the database: the period's daily metrics and stored analyses
/// (as computed, never recomputed here), main-sleep timings and per-source coverage.
struct ReportReader {
    let database: PulsumDatabase

    /// Days a report covers when `--from` is not given.
    static let defaultDays = 90

    /// The report input for `first … last`; by default the 90 days ending on the last day with
    /// data (or `today`, whichever is earlier), from the first day with data when that is later.
    /// `nil` when nothing has been imported.
    func input(from first: LocalDate?, through last: LocalDate?, today: LocalDate) throws -> ReportInput? {
        guard let stored = try database.dailyMetricRange() else { return nil }
        let end = last ?? min(today, stored.upperBound)
        let start = first ?? max(end.adding(days: -(Self.defaultDays - 1)), stored.lowerBound)
        guard start <= end else { return nil }
        let period = start...end
        let analyses = try database.dayScores(in: period, asOf: today).map { row in
            try StoredAnalysis.analysis(of: row, database: database.path)
        }
        return ReportInput(period: period, today: today, days: try database.dailyMetrics(from: start, to: end),
                           analyses: analyses, nights: try nights(period), sources: try sources())
    }

    /// Bedtime and wake time of each day's main sleep, chosen as the daily metrics chose it.
    private func nights(_ period: ClosedRange<LocalDate>) throws -> [NightTiming] {
        let priority = try database.setting(DataAgent.prioritySetting).flatMap { try? SourcePriority(parsing: $0) } ?? .standard
        let segments = try database.segments(endingIn: DailyAggregator.dataWindow(for: period),
                                             lookBack: DailyAggregator.segmentLookBackSeconds)
        let main = SleepSessions.mainSleeps(SleepSessions.build(segments), priority: priority)
        return main.keys.sorted().compactMap { day in
            guard period.contains(day), let session = main[day] else { return nil }
            let midnight = day.midnight(utcOffset: session.endUTCOffset)
            return NightTiming(wakeDay: day, bedtimeMinutes: Int((session.start - midnight) / 60),
                               wakeMinutes: Int((session.end - midnight) / 60))
        }
    }

    /// What each source recorded, named as "name (device)".
    private func sources() throws -> [SourceCoverage] {
        try database.sourceRecordCounts().map { row in
            SourceCoverage(source: row.source.deviceModel.isEmpty ? row.source.name : "\(row.source.name) (\(row.source.deviceModel))",
                           metric: row.kind, count: row.count, firstDay: row.firstDay, lastDay: row.lastDay)
        }
    }
}
