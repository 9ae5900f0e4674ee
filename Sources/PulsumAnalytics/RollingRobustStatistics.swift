/// Median, MAD and number of values of one window.
public struct RobustSummary: Hashable, Sendable {
    /// The median of the window's non-NaN values.
    public var median: Double
    /// The unscaled median absolute deviation from ``median``.
    public var mad: Double
    /// How many non-NaN values the window held.
    public var count: Int

    /// Creates a summary.
    public init(median: Double, mad: Double, count: Int) {
        self.median = median
        self.mad = mad
        self.count = count
    }

    /// `max(1.4826 · mad, floor)`: positive whenever `floor` is, so z never divides by zero.
    public func scale(floor: Double) -> Double { RobustStatistics.scale(mad: mad, floor: floor) }
}

/// Which rows a rolling window covers for row `t`.
public enum RollingWindowPlacement: Sendable {
    /// Rows `t − w + 1 … t`: the current row is in its own window (pandas `rolling(w)`).
    case includingCurrent
    /// Rows `t − w … t − 1`: only the past (pandas `shift(1).rolling(w)`); the baseline of a day
    /// never sees that day, so nothing leaks from a day into its own comparison.
    case pastOnly
}

/// Rolling median and MAD over a row-per-day series where NaN marks a missing row.
///
/// The window counts rows, not values: a missing day is a NaN row that still occupies its place,
/// and NaN values are skipped inside the window. Near the start the window is simply shorter.
/// A row gets a summary only when its window holds at least `minimumCount` non-NaN values.
///
/// Results are exact (no approximation) and equal a from-scratch median and MAD of each window.
/// Cost per row: O(log w) to find the leaving value, O(k) to slide the entering value past the k
/// values ranked between the two (k ≤ w, about w/3 on average for exchangeable data; contiguous
/// moves), O(1) for the median and O(log w) for the MAD. So O(n · (log w + k)) time, O(n · w) in
/// the worst case, with O(w) extra memory: linear in the length of the history for a fixed
/// window. 1,000,000 rows with w = 28 take about a tenth of a second (README "Score methodology").
public enum RollingRobustStatistics {
    /// The summary of every row's window (`nil` where fewer than `minimumCount` values).
    /// - Precondition: `window ≥ 1`; smaller values are treated as 1.
    public static func summaries(
        of series: [Double], window: Int, minimumCount: Int, placement: RollingWindowPlacement
    ) -> [RobustSummary?] {
        let window = max(window, 1)
        var result = [RobustSummary?](repeating: nil, count: series.count)
        var storage = [Double](repeating: 0, count: window)
        storage.withUnsafeMutableBufferPointer { memory in
            result.withUnsafeMutableBufferPointer { output in
                series.withUnsafeBufferPointer { x in
                    var sorted = SortedWindow(storage: memory)
                    for t in x.indices {
                        if placement == .pastOnly { output[t] = sorted.summary(minimumCount: minimumCount) }
                        sorted.replace(t >= window ? x[t - window] : .nan, with: x[t])
                        if placement == .includingCurrent { output[t] = sorted.summary(minimumCount: minimumCount) }
                    }
                }
            }
        }
        return result
    }
}
