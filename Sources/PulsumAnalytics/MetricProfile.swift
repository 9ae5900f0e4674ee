import PulsumCore

/// How the analytics treat one daily metric: which values are physically plausible and the
/// smallest spread a baseline may claim.
public struct MetricProfile: Hashable, Sendable {
    /// Values outside this range are sensor glitches or export errors: they are kept out of
    /// baselines and z-scores and reported in the day's data-quality notes.
    public var plausibleRange: ClosedRange<Double>
    /// The smallest scale a baseline uses (in the metric's unit): `scale = max(1.4826·MAD, floor)`.
    /// It stops a very regular history from turning a trivial change into a huge z-score, and
    /// keeps the scale above zero.
    public var scaleFloor: Double

    /// Creates a profile.
    public init(plausibleRange: ClosedRange<Double>, scaleFloor: Double) {
        self.plausibleRange = plausibleRange
        self.scaleFloor = scaleFloor
    }

    /// Whether a value may enter a baseline: finite and inside ``plausibleRange``.
    public func isPlausible(_ value: Double) -> Bool { value.isFinite && plausibleRange.contains(value) }

    /// The published profile of every daily metric (docs/score-methodology.md).
    ///
    /// Floors are about the day-to-day noise of the measurement itself: a difference smaller than
    /// the floor is not a meaningful change for that metric.
    public static func standard(for key: DailyMetricKey) -> MetricProfile {
        switch key {
        case .steps: MetricProfile(plausibleRange: 0...100_000, scaleFloor: 500)
        case .heartRateMean: MetricProfile(plausibleRange: 25...220, scaleFloor: 2)
        case .heartRateMin: MetricProfile(plausibleRange: 25...220, scaleFloor: 2)
        case .heartRateMax: MetricProfile(plausibleRange: 25...250, scaleFloor: 3)
        case .restingHeartRate: MetricProfile(plausibleRange: 30...120, scaleFloor: 1)
        case .hrvSDNN: MetricProfile(plausibleRange: 5...250, scaleFloor: 3)
        case .hrvRMSSD: MetricProfile(plausibleRange: 5...250, scaleFloor: 3)
        case .respiratoryRate: MetricProfile(plausibleRange: 4...40, scaleFloor: 0.3)
        case .sleepAsleep: MetricProfile(plausibleRange: 0...1_440, scaleFloor: 15)
        case .sleepInBed: MetricProfile(plausibleRange: 0...1_440, scaleFloor: 15)
        case .sleepAwake, .sleepCore, .sleepDeep, .sleepREM: MetricProfile(plausibleRange: 0...1_440, scaleFloor: 10)
        case .nap: MetricProfile(plausibleRange: 0...720, scaleFloor: 10)
        }
    }
}
