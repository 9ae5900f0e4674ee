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

    /// The samples without the daily summaries that finer data makes redundant: a summary of a
    /// metric on a day is dropped when a sample of that metric that is not a summary starts on
    /// the same local day (so a vendor's daily steps never add to the same day's step records).
    public static func preferringFinerData(_ samples: [Sample]) -> [Sample] {
        struct DayMetric: Hashable {
            var metric: Metric
            var day: LocalDate
        }
        guard samples.contains(where: isDailySummary) else { return samples }  // the usual case: nothing to drop
        let finer = Set(samples.lazy.filter { !isDailySummary($0) }.map { DayMetric(metric: $0.metric, day: $0.localDay) })
        return samples.filter { !isDailySummary($0) || !finer.contains(DayMetric(metric: $0.metric, day: $0.localDay)) }
    }

    /// Whether a sample follows the daily-summary convention (starts at its local midnight and
    /// lasts 23–25 h).
    public static func isDailySummary(_ sample: Sample) -> Bool {
        let length = sample.end - sample.start
        return length >= 82_800 && length <= 90_000 && sample.start == sample.localDay.midnight(utcOffset: sample.utcOffset)
    }
}
