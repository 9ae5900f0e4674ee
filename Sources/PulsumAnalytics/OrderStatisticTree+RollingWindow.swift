/// A rolling window as an ``OrderStatisticTree``: each row costs expected O(log w) whatever w,
/// against O(w) worst case for ``SortedWindow``.
extension OrderStatisticTree: RollingWindow {
    mutating func replace(_ leaving: Double, with entering: Double) {
        if !leaving.isNaN { remove(leaving) }
        if !entering.isNaN { insert(entering) }
    }

    mutating func medianAndDeviation() -> (median: Double, mad: Double) {
        withHalves { halves in
            let median = halves.median
            return (median, halves.medianAbsoluteDeviation(around: median))
        }
    }
}
