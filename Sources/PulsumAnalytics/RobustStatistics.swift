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
/// The MAD is found without sorting the deviations. Split the values at `p = count / 2`: the
/// left part (all ≤ median m) gives distances `L(i) = m − s[p−1−i]`, ascending in i, and the
/// right part (all ≥ m) gives `R(j) = s[p+j] − m`, ascending in j. The MAD is the middle of the
/// merge of two sorted sequences, found by binary search on how many of the smallest distances
/// come from the left part: O(log count) comparisons, no allocation. `m − s` and `s − m` equal
/// `|s − m|` exactly, so the result is bit-identical to sorting `|xᵢ − m|`.
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
        let split = count / 2
        let leftCount = split
        let rightCount = count - split
        func left(_ i: Int) -> Double { m - sorted[split - 1 - i] }
        func right(_ j: Int) -> Double { sorted[split + j] - m }
        // Take the `taken` smallest distances: i from the left, taken − i from the right.
        let taken = count / 2 + 1
        var low = max(0, taken - rightCount)
        var high = min(leftCount, taken)
        var i = low
        while low <= high {
            i = (low + high) / 2
            let j = taken - i
            if i < leftCount && j > 0 && right(j - 1) > left(i) {
                low = i + 1
            } else if i > 0 && j < rightCount && left(i - 1) > right(j) {
                high = i - 1
            } else {
                break
            }
        }
        let j = taken - i
        // The largest taken distance is order statistic `count / 2`; for an even count the MAD
        // also needs the second largest taken, order statistic `count / 2 − 1`.
        let lastLeft = i > 0 ? left(i - 1) : -Double.infinity
        let lastRight = j > 0 ? right(j - 1) : -Double.infinity
        let highest = max(lastLeft, lastRight)
        guard count % 2 == 0 else { return highest }
        let secondHighest = lastLeft >= lastRight
            ? max(i > 1 ? left(i - 2) : -Double.infinity, lastRight)
            : max(lastLeft, j > 1 ? right(j - 2) : -Double.infinity)
        return (secondHighest + highest) / 2
    }
}
