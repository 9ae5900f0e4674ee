/// Robust location and spread: the median and the median absolute deviation (MAD).
///
/// Every function skips NaN (a missing value) instead of propagating it, and returns `nil` when
/// nothing is left, so an unknown never silently becomes a number.
///
/// Mathematical properties (exact in floating point unless stated):
/// - The median of an odd count is the middle order statistic; of an even count, the mean of the
///   two middle ones, computed as `(a + b) / 2` (pandas and NumPy compute it the same way, so
///   results agree bit for bit on finite inputs).
/// - The median is translation- and scale-equivariant: `median(a·x + b) = a·median(x) + b`
///   (up to one rounding of the mean of the two middle values).
/// - MAD is translation-invariant and scale-equivariant: `MAD(a·x + b) = |a|·MAD(x)`.
/// - Both have a 50 % breakdown point: fewer than half the values can move them arbitrarily far.
/// - `madConsistency · MAD` estimates the standard deviation of normally distributed data.
public enum RobustStatistics {
    /// 1.4826 ≈ 1 / Φ⁻¹(3/4): scales the MAD so it estimates σ for normal data.
    public static let madConsistency = 1.4826

    /// The median of the non-NaN values, or `nil` when there are none.
    public static func median(_ values: some Sequence<Double>) -> Double? {
        let sorted = values.filter { !$0.isNaN }.sorted()
        return sorted.withUnsafeBufferPointer { SortedSample(sorted: $0).median }
    }

    /// The median absolute deviation from the median, `median(|xᵢ − median(x)|)`, unscaled,
    /// over the non-NaN values; `nil` when there are none. Always ≥ 0; 0 when more than half the
    /// values are equal.
    public static func medianAbsoluteDeviation(_ values: some Sequence<Double>) -> Double? {
        let sorted = values.filter { !$0.isNaN }.sorted()
        return sorted.withUnsafeBufferPointer { SortedSample(sorted: $0).medianAbsoluteDeviation }
    }

    /// The spread used to divide by: `max(madConsistency · mad, floor)`.
    ///
    /// With a positive `floor` the result is positive for every finite `mad`, so a flat history
    /// (MAD = 0) never divides by zero.
    public static func scale(mad: Double, floor: Double) -> Double {
        max(madConsistency * mad, floor)
    }

    /// The robust z-score `(x − median) / scale`; `nil` when `x` is NaN or infinite.
    public static func z(_ x: Double, median: Double, scale: Double) -> Double? {
        guard x.isFinite else { return nil }
        return (x - median) / scale
    }
}

/// Order statistics of an ascending, NaN-free buffer.
///
/// The MAD is computed without sorting the deviations: below the median split the distances
/// `m − s[i]` grow as `i` falls, above it `s[j] − m` grows as `j` rises, so the middle of the
/// merged distance sequence is found by a two-pointer walk of at most `count / 2 + 1` steps.
/// Distances are computed as `m − s[i]` and `s[j] − m`, which equal `|s − m|` exactly.
struct SortedSample {
    let sorted: UnsafeBufferPointer<Double>

    var median: Double? {
        let count = sorted.count
        guard count > 0 else { return nil }
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }

    var medianAbsoluteDeviation: Double? {
        guard let m = median else { return nil }
        let count = sorted.count
        // Values left of `split` are ≤ m and values from `split` on are ≥ m.
        let split = count / 2
        var left = split - 1
        var right = split
        let lowRank = (count - 1) / 2
        let highRank = count / 2
        var low = 0.0
        for rank in 0...highRank {
            let next: Double
            if right < count && (left < 0 || sorted[right] - m <= m - sorted[left]) {
                next = sorted[right] - m
                right += 1
            } else {
                next = m - sorted[left]
                left -= 1
            }
            if rank == lowRank { low = next }
            if rank == highRank { return count % 2 == 1 ? next : (low + next) / 2 }
        }
        return nil
    }
}
