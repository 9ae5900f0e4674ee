/// The non-NaN values of a sliding window, able to report their median and MAD.
///
/// ``RollingRobustStatistics`` drives any conforming type the same way: one ``replace(_:with:)``
/// per row, then ``summary(minimumCount:)``.
protocol RollingWindow {
    /// How many values the window holds.
    var count: Int { get }

    /// Removes one copy of `leaving` (a value inserted earlier) and inserts `entering`; NaN on
    /// either side means nothing leaves or nothing enters.
    mutating func replace(_ leaving: Double, with entering: Double)

    /// The median and the unscaled MAD of the held values; only called when ``count`` > 0.
    mutating func medianAndDeviation() -> (median: Double, mad: Double)
}

extension RollingWindow {
    /// Median, MAD and count, or `nil` below `minimumCount` values (or with none).
    mutating func summary(minimumCount: Int) -> RobustSummary? {
        guard count >= max(minimumCount, 1) else { return nil }
        let (median, mad) = medianAndDeviation()
        return RobustSummary(median: median, mad: mad, count: count)
    }
}
