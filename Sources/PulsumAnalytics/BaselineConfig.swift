import PulsumCore

/// The parameters of every baseline: window, thresholds and per-metric profiles.
public struct BaselineConfig: Hashable, Sendable {
    /// Days before the scored day that the baseline looks at (default 28: days D−28 … D−1).
    public var window: Int
    /// Valid values needed before a baseline has a median and z (default 7).
    public var minimumCount: Int
    /// Valid values from which a baseline is trusted rather than provisional (default 14).
    public var trustedCount: Int
    /// A baseline whose last valid value is more than this many days old is stale (default 14).
    public var staleAfterDays: Int
    /// Per-metric overrides of ``MetricProfile/standard(for:)``.
    public var profileOverrides: [DailyMetricKey: MetricProfile]

    /// Creates a configuration; the defaults are the published method.
    public init(window: Int = 28, minimumCount: Int = 7, trustedCount: Int = 14, staleAfterDays: Int = 14,
                profileOverrides: [DailyMetricKey: MetricProfile] = [:]) {
        self.window = max(window, 1)
        self.minimumCount = max(minimumCount, 1)
        self.trustedCount = max(trustedCount, self.minimumCount)
        self.staleAfterDays = max(staleAfterDays, 1)
        self.profileOverrides = profileOverrides
    }

    /// The profile in force for a metric.
    public func profile(for key: DailyMetricKey) -> MetricProfile {
        profileOverrides[key] ?? MetricProfile.standard(for: key)
    }
}
