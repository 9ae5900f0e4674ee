import PulsumCore

/// Which days are over, so that a day's partial activity never headlines as a whole day.
///
/// Rule: a day is **complete** once it has ended (it is before `today`, the local day now) or
/// once later data exists (a later day has a value, so the export was made after it). A day
/// that is not complete is **in progress**: its metrics that accumulate over the day
/// (``partialDayMetrics``: steps, heart rate over the day, naps) are withheld from its score
/// and z-scores until it is complete. Overnight metrics (sleep, HRV, resting heart rate,
/// respiratory rate) belong to the wake day and count as soon as they are recorded.
public struct DayCompleteness: Hashable, Sendable {
    /// The local day now; `nil` when unknown (then every day counts as complete).
    public var today: LocalDate?
    /// The last day with any value in the history, if any.
    public var lastDataDay: LocalDate?

    /// The completeness of the days of `history` as seen on `today`.
    public init(history: [DailyMetrics], today: LocalDate?) {
        self.today = today
        lastDataDay = history.lazy.filter { !$0.values.isEmpty }.map(\.date).max()
    }

    /// Metrics that grow over the day and so mean nothing until the day is over.
    public static let partialDayMetrics: Set<DailyMetricKey> = [
        .steps, .heartRateMean, .heartRateMin, .heartRateMax, .nap,
    ]

    /// Whether `day` is still in progress: not before today and no data after it.
    public func isInProgress(_ day: LocalDate) -> Bool {
        guard let today, day >= today else { return false }
        return (lastDataDay ?? day) <= day
    }
}
