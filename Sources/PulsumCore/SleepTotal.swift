/// Vendor sleep totals without stage timing, stored as samples of the `sleep_total_*` metrics.
///
/// Garmin, WHOOP, Withings and Fitabase export, per sleep period, only how many minutes were
/// spent in each stage, not when. Laying those minutes out as ``SleepSegment``s would invent
/// timing, so each total is a ``Sample`` instead:
///
/// - `start`/`end` are the period's bounds when the vendor gives them; when it gives only the
///   day (Fitabase `sleepDay`), both are that local day's midnight (a zero-length marker).
/// - The period belongs to the local day of its **end** (the wake-up day), like a sleep session.
/// - All totals of one period share `start`, `end` and source, so they can be grouped back into
///   one period (a nap is simply a shorter period of the same day).
/// - A total that the vendor did not report is absent, never 0.
public enum SleepTotal {
    /// The `sleep_total_*` metric for a stage's total, or `nil` for stages without one.
    public static func metric(for stage: SleepStage) -> Metric? {
        switch stage {
        case .inBed: .sleepTotalInBed
        case .awake: .sleepTotalAwake
        case .core: .sleepTotalLight
        case .deep: .sleepTotalDeep
        case .rem: .sleepTotalREM
        case .asleepUnspecified: .sleepTotalAsleep
        }
    }

    /// The daily key a `sleep_total_*` metric feeds (asleep, in bed, awake, core, deep, REM).
    public static func dailyKey(for metric: Metric) -> DailyMetricKey? {
        switch metric {
        case .sleepTotalAsleep: .sleepAsleep
        case .sleepTotalInBed: .sleepInBed
        case .sleepTotalAwake: .sleepAwake
        case .sleepTotalLight: .sleepCore
        case .sleepTotalDeep: .sleepDeep
        case .sleepTotalREM: .sleepREM
        default: nil
        }
    }

    /// The wake-up day a sleep-total sample belongs to (local day of its end).
    public static func wakeDay(of sample: Sample) -> LocalDate {
        LocalDate(instant: sample.end, utcOffset: sample.utcOffset)
    }

    /// Daily sleep keys from vendor totals, per wake-up day.
    ///
    /// The totals sharing source, `start` and `end` form one period. The day's main sleep is
    /// the period with the most asleep minutes (else in-bed minutes) that ends on it; its totals
    /// give `sleep_asleep_min`, `sleep_in_bed_min`, `sleep_awake_min`, `sleep_core_min`,
    /// `sleep_deep_min`, `sleep_rem_min` as far as the vendor reported them, and the asleep
    /// minutes of the day's other periods give `nap_min` (0 when there are none). Callers use
    /// this for days whose sleep has no segments.
    public static func dailyMinutes(_ samples: [Sample]) -> [LocalDate: [DailyMetricKey: Double]] {
        struct Period: Hashable {
            var source: SourceRef
            var start: Int64
            var end: Int64
        }
        var periods: [Period: (day: LocalDate, totals: [Metric: Double])] = [:]
        for sample in samples where dailyKey(for: sample.metric) != nil {
            let key = Period(source: sample.source, start: sample.start, end: sample.end)
            periods[key, default: (wakeDay(of: sample), [:])].totals[sample.metric] = sample.value
        }
        var byDay: [LocalDate: [[Metric: Double]]] = [:]
        for (_, period) in periods { byDay[period.day, default: []].append(period.totals) }
        func weight(_ totals: [Metric: Double]) -> Double {
            totals[.sleepTotalAsleep] ?? totals[.sleepTotalInBed] ?? 0
        }
        var result: [LocalDate: [DailyMetricKey: Double]] = [:]
        for (day, dayPeriods) in byDay {
            let ordered = dayPeriods.sorted { weight($0) > weight($1) }
            guard let main = ordered.first else { continue }
            var keys: [DailyMetricKey: Double] = [:]
            for (metric, value) in main { if let key = dailyKey(for: metric) { keys[key] = value } }
            keys[.nap] = ordered.dropFirst().reduce(0) { $0 + ($1[.sleepTotalAsleep] ?? 0) }
            result[day] = keys
        }
        return result
    }
}
