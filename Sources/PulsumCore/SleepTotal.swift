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
}

/// Vendor daily summaries (a vendor's own resting HR, daily steps, nightly RMSSD per day) as
/// samples that span one whole local day.
///
/// Convention: `start` = local midnight of the day, `end` = the next local midnight (23 h or
/// 25 h when the vendor says the day was that long), `utcOffset` = the day's offset. The
/// aggregator uses such a value only when it has no finer data of the same metric and source
/// family for that day.
public enum DailySummary {
    /// A sample covering `day` (24 h unless `seconds` says otherwise) in a zone with `utcOffset`.
    public static func sample(
        _ metric: Metric, day: LocalDate, utcOffset: Int32, value: Double, source: SourceRef, seconds: Int64 = 86_400
    ) -> Sample {
        let start = day.midnight(utcOffset: utcOffset)
        return Sample(metric: metric, start: start, end: start + seconds, utcOffset: utcOffset, value: value,
                      source: source)
    }

    /// Whether a sample follows the daily-summary convention (starts at its local midnight and
    /// lasts 23–25 h).
    public static func isDailySummary(_ sample: Sample) -> Bool {
        let length = sample.end - sample.start
        return length >= 82_800 && length <= 90_000 && sample.start == sample.localDay.midnight(utcOffset: sample.utcOffset)
    }
}
