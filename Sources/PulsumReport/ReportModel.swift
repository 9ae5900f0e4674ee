import PulsumAnalytics
import PulsumCore

/// The report as charts and tables, before any drawing: a pure function of ``ReportInput``.
public struct ReportModel: Sendable {
    /// The headline day and its contributors.
    public var today: TodaySummary
    /// The daily score over the period.
    public var trend: TrendSeries
    /// One chart per metric with data in the period, in ``DailyMetricKey`` order.
    public var metrics: [MetricSeries]
    /// Sleep stages, naps and timing per night.
    public var sleep: SleepSeries
    /// Days with two or more vitals far out of their usual range.
    public var flagged: [FlaggedDay]
    /// Rejected values of the period, oldest first.
    public var notes: [(day: LocalDate, note: DataQualityNote)]
    /// What each source recorded.
    public var sources: [SourceCoverage]
    /// The period shown.
    public var period: ClosedRange<LocalDate>

    /// The metrics whose out-of-range days flag a day (as Apple's Vitals does: overnight vitals).
    public static let vitals: [DailyMetricKey] = [.restingHeartRate, .hrvSDNN, .hrvRMSSD, .respiratoryRate, .sleepAsleep]

    /// Builds the model.
    public init(_ input: ReportInput) {
        let days = Dictionary(input.days.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        let analyses = Dictionary(input.analyses.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        let period = input.period
        let dates = (period.lowerBound.dayNumber...period.upperBound.dayNumber).map(LocalDate.init(dayNumber:))
        self.period = period
        today = TodaySummary(analyses: input.analyses.filter { period.contains($0.date) }, days: days)
        trend = TrendSeries(dates: dates, days: days, analyses: analyses)
        metrics = DailyMetricKey.allCases.compactMap { key in
            MetricSeries(key: key, dates: dates, days: days, analyses: analyses)
        }
        sleep = SleepSeries(dates: dates, days: days, nights: input.nights.filter { period.contains($0.wakeDay) })
        flagged = dates.compactMap { FlaggedDay(day: $0, metrics: days[$0], analysis: analyses[$0]) }
        notes = dates.flatMap { day in (analyses[day]?.dataQuality ?? []).map { (day, $0) } }
        sources = input.sources.sorted { ($0.source, $0.metric) < ($1.source, $1.metric) }
    }
}

/// A day flagged because two or more vitals were far out of their usual range: more than twice
/// the range's half-width from the median (|z| > 2). With |z| > 1 half of all days would be
/// flagged, which would tell nothing.
public struct FlaggedDay: Sendable {
    /// The day.
    public var day: LocalDate
    /// The vitals far out of range: metric, value, usual range.
    public var metrics: [(key: DailyMetricKey, value: Double, usual: ClosedRange<Double>)]

    /// The flag of a day, or `nil` when fewer than two vitals were far out of range.
    init?(day: LocalDate, metrics: DailyMetrics?, analysis: DayAnalysis?) {
        guard let metrics, let analysis else { return nil }
        let out = ReportModel.vitals.compactMap { key -> (key: DailyMetricKey, value: Double, usual: ClosedRange<Double>)? in
            guard let baseline = analysis.baselines[key], baseline.isFarOutOfRange, let usual = baseline.usualRange,
                  let value = metrics[key] else { return nil }
            return (key, value, usual)
        }
        guard out.count >= 2 else { return nil }
        self.day = day
        self.metrics = out
    }
}
