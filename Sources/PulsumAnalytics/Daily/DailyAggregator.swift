import PulsumCore

/// Turns raw samples and sleep segments into ``DailyMetrics``, one per local calendar day.
///
/// Pure and deterministic: the same input gives the same output. The rules:
/// - A sample belongs to the local day of its start in its own ``Sample/utcOffset``.
/// - `steps`: de-duplicated across sources per 15-minute bucket by ``SourcePriority`` (max when
///   the priority cannot decide), then summed (see ``StepDeduplicator``).
/// - `heart_rate_mean/min/max_bpm`: over every reading of the day, all sources.
/// - `resting_heart_rate_bpm`: the vendor's value; with several, the best-ranked source's latest.
/// - `hrv_sdnn_ms`, `hrv_rmssd_ms`, `respiratory_rate_bpm`: medians of the day's readings.
/// - Sleep: sessions per source (gaps under 60 min); the main sleep of day D is the session with
///   the most time asleep that ends on D. Its minutes: `sleep_asleep_min` (core + deep + REM +
///   unspecified), `sleep_in_bed_min` (its own, else the longest in-bed time of an overlapping
///   session from another source, e.g. the iPhone's bedtime beside the Watch's stages),
///   `sleep_awake_min`, and `sleep_core/deep/rem_min` when the source records stages. `nap_min`: asleep minutes of the day's other sessions that do
///   not overlap a main sleep (0 when the day has a main sleep and no nap).
/// A key is absent when the day has no data for it; nothing missing becomes 0.
///
/// Callers must pass every sample and segment that can affect the requested days: samples
/// starting within a day of them and segments ending within two days (see ``dataWindow(for:)``).
public struct DailyAggregator: Sendable {
    /// The source ranking used for steps, resting heart rate and ties between sleep sessions.
    public var priority: SourcePriority

    public init(priority: SourcePriority = .standard) { self.priority = priority }

    /// Metrics for each requested day that has any data, ordered by date.
    public func aggregate(samples allSamples: [Sample], segments: [SleepSegment], days: Set<LocalDate>) -> [DailyMetrics] {
        // A vendor's whole-day summary (daily steps, resting HR) gives way to finer records of the same day.
        let samples = DailySummary.preferringFinerData(allSamples)
        var result: [LocalDate: DailyMetrics] = [:]
        func set(_ day: LocalDate, _ key: DailyMetricKey, _ value: Double) {
            guard days.contains(day) else { return }
            result[day, default: DailyMetrics(date: day)][key] = value
        }

        for (day, steps) in StepDeduplicator.dailySteps(samples, priority: priority) { set(day, .steps, steps) }

        var readings: [Metric: [LocalDate: [Sample]]] = [:]
        for sample in samples where sample.metric != .steps && days.contains(sample.localDay) {
            readings[sample.metric, default: [:]][sample.localDay, default: []].append(sample)
        }
        for (day, heartRates) in readings[.heartRate] ?? [:] {
            let values = heartRates.map(\.value)
            set(day, .heartRateMean, values.reduce(0, +) / Double(values.count))
            if let low = values.min() { set(day, .heartRateMin, low) }
            if let high = values.max() { set(day, .heartRateMax, high) }
        }
        for (day, resting) in readings[.restingHeartRate] ?? [:] {
            let best = resting.min { a, b in
                let rankA = priority.rank(of: a.source), rankB = priority.rank(of: b.source)
                return rankA != rankB ? rankA < rankB : a.start > b.start
            }
            if let best { set(day, .restingHeartRate, best.value) }
        }
        let medians: [(Metric, DailyMetricKey)] = [(.hrvSDNN, .hrvSDNN), (.hrvRMSSD, .hrvRMSSD), (.respiratoryRate, .respiratoryRate)]
        for (metric, key) in medians {
            for (day, values) in readings[metric] ?? [:] {
                if let median = RobustStatistics.median(values.map(\.value)) { set(day, key, median) }
            }
        }

        let sessions = SleepSessions.build(segments)
        let mains = SleepSessions.mainSleeps(sessions, priority: priority)
        for (day, session) in mains {
            // A watch records stages, the phone the time in bed: take in-bed from an
            // overlapping session of another source when the main one has none.
            let inBed = session.seconds[.inBed]
                ?? sessions.filter { $0.overlaps(session) }.compactMap { $0.seconds[.inBed] }.max()
            for (key, minutes) in Self.sleepMinutes(session, inBedSeconds: inBed) { set(day, key, minutes) }
        }
        let naps = SleepSessions.napSeconds(sessions, mainSleeps: mains)
        for day in Set(mains.keys).union(naps.keys) { set(day, .nap, Double(naps[day] ?? 0) / 60) }
        // Vendors that export only sleep totals (no stage timing) fill days with no segments.
        for (day, keys) in SleepTotal.dailyMinutes(samples) where mains[day] == nil && naps[day] == nil {
            for (key, minutes) in keys { set(day, key, minutes) }
        }

        return result.values.sorted { $0.date < $1.date }
    }

    /// The UTC instants that can affect `days`: samples starting in it, and sleep segments ending
    /// in it (those may start up to ``segmentLookBackSeconds`` earlier). A day of margin on each
    /// side covers every UTC offset (±14 h) and sleep that ends on the first day.
    public static func dataWindow(for days: ClosedRange<LocalDate>) -> ClosedRange<Int64> {
        (Int64(days.lowerBound.dayNumber - 1) * 86_400)...(Int64(days.upperBound.dayNumber + 2) * 86_400)
    }

    /// How long before ``dataWindow(for:)`` a segment ending inside it may start (a session is
    /// merged from segments under an hour apart; two days is ample).
    public static let segmentLookBackSeconds: Int64 = 2 * 86_400

    static func sleepMinutes(_ session: SleepSession, inBedSeconds: Int64?) -> [(DailyMetricKey, Double)] {
        var minutes: [(DailyMetricKey, Double)] = []
        func add(_ key: DailyMetricKey, _ seconds: Int64) { minutes.append((key, Double(seconds) / 60)) }
        let hasAsleep = session.seconds.keys.contains { $0.isAsleep }
        if hasAsleep { add(.sleepAsleep, session.asleepSeconds) }
        if let inBedSeconds { add(.sleepInBed, inBedSeconds) }
        if session.isStaged || session.seconds[.awake] != nil { add(.sleepAwake, session.seconds[.awake] ?? 0) }
        if session.isStaged {
            add(.sleepCore, session.seconds[.core] ?? 0)
            add(.sleepDeep, session.seconds[.deep] ?? 0)
            add(.sleepREM, session.seconds[.rem] ?? 0)
        }
        return minutes
    }
}
