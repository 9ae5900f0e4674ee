import PulsumAnalytics

extension Baseline {
    /// The usual range drawn as the band: median ± scale (scale = max(1.4826·MAD, the metric's
    /// floor)), exactly as the analytics computed it; `nil` while there is no median.
    public var usualRange: ClosedRange<Double>? {
        guard let median, let scale else { return nil }
        return (median - scale)...(median + scale)
    }

    /// Whether the day's value lies outside the usual range (|z| > 1).
    public var isOutOfRange: Bool { z.map { abs($0) > 1 } ?? false }

    /// Whether the day's value lies far outside the usual range (|z| > 2): what flags a day.
    public var isFarOutOfRange: Bool { z.map { abs($0) > 2 } ?? false }
}
