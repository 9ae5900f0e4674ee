/// The non-NaN values of a sliding window, kept in ascending order.
///
/// Insertion and removal find their position by binary search (O(log w) comparisons) and shift
/// at most `w` contiguous doubles (one `memmove`); the median is then O(1) and the MAD
/// O(w) without allocation (see ``SortedSample``). For the small windows baselines use
/// (w = 28) this beats tree-based order-statistic structures by a wide constant factor.
struct SortedWindow {
    private(set) var values: [Double] = []

    init(capacity: Int) { values.reserveCapacity(capacity) }

    var count: Int { values.count }

    /// Adds a value; NaN is ignored.
    mutating func insert(_ x: Double) {
        guard !x.isNaN else { return }
        values.insert(x, at: firstIndex { $0 > x })
    }

    /// Removes one copy of a value previously inserted; NaN is ignored.
    mutating func remove(_ x: Double) {
        guard !x.isNaN else { return }
        let index = firstIndex { $0 >= x }
        if index < values.count && values[index] == x { values.remove(at: index) }
    }

    /// Median, MAD and count of the current values, or `nil` when there are fewer than
    /// `minimumCount`.
    func summary(minimumCount: Int) -> RobustSummary? {
        guard values.count >= max(minimumCount, 1) else { return nil }
        return values.withUnsafeBufferPointer { buffer in
            let sample = SortedSample(sorted: buffer)
            guard let median = sample.median, let mad = sample.medianAbsoluteDeviation else { return nil }
            return RobustSummary(median: median, mad: mad, count: buffer.count)
        }
    }

    /// The first index whose value satisfies a predicate that is false then true along the array.
    private func firstIndex(where isPast: (Double) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if isPast(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
