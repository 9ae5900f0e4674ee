import PulsumAnalytics
import PulsumCore

/// Everything a report shows, read from the store by the agents: the report itself is a pure
/// function of this value (same input → byte-identical HTML).
public struct ReportInput: Hashable, Sendable {
    /// The days the report covers (trend, every metric, sleep).
    public var period: ClosedRange<LocalDate>
    /// The local day now: a day on or after it with no later data is in progress.
    public var today: LocalDate
    /// The daily metrics of the period (any order; days without data may be absent).
    public var days: [DailyMetrics]
    /// The stored analyses of the period (baselines, score, data quality), as computed.
    public var analyses: [DayAnalysis]
    /// Main-sleep bedtimes and wake times of the period.
    public var nights: [NightTiming]
    /// What each source recorded (all time).
    public var sources: [SourceCoverage]

    /// Creates a report input.
    public init(period: ClosedRange<LocalDate>, today: LocalDate, days: [DailyMetrics], analyses: [DayAnalysis],
                nights: [NightTiming], sources: [SourceCoverage]) {
        self.period = period
        self.today = today
        self.days = days
        self.analyses = analyses
        self.nights = nights
        self.sources = sources
    }
}

/// When the main sleep of a wake day began and ended, in local minutes from that day's midnight
/// (a bedtime before midnight is negative: 23:10 the evening before is −50).
public struct NightTiming: Hashable, Sendable {
    /// The day the sleep ended on.
    public var wakeDay: LocalDate
    /// Start of the main sleep, minutes from the wake day's local midnight.
    public var bedtimeMinutes: Int
    /// End of the main sleep, minutes from the wake day's local midnight.
    public var wakeMinutes: Int

    /// Creates a night's timing.
    public init(wakeDay: LocalDate, bedtimeMinutes: Int, wakeMinutes: Int) {
        self.wakeDay = wakeDay
        self.bedtimeMinutes = bedtimeMinutes
        self.wakeMinutes = wakeMinutes
    }
}

/// What one source (device or app) recorded of one kind of data.
public struct SourceCoverage: Hashable, Sendable {
    /// The source's name as imported (device or app).
    public var source: String
    /// The kind of data (`steps`, `heart_rate`, `sleep`, …).
    public var metric: String
    /// Samples or sleep segments stored.
    public var count: Int
    /// First and last local day with a record.
    public var firstDay: LocalDate
    public var lastDay: LocalDate

    /// Creates a coverage row.
    public init(source: String, metric: String, count: Int, firstDay: LocalDate, lastDay: LocalDate) {
        self.source = source
        self.metric = metric
        self.count = count
        self.firstDay = firstDay
        self.lastDay = lastDay
    }
}
