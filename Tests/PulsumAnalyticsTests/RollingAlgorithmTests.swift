import PulsumCore
import Testing
@testable import PulsumAnalytics

/// Every ``RollingAlgorithm`` against a from-scratch median and MAD of the window, and against
/// each other, bit for bit.
@Suite("Rolling algorithms")
struct RollingAlgorithmTests {
    /// `count` rows, `missing` of them NaN on average; values rounded to `step` so ties (and
    /// MAD = 0 windows) are common when `step` is coarse.
    static func series(count: Int, seed: UInt64, missing: Double, step: Double) -> [Double] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            guard Double.random(in: 0..<1, using: &random) >= missing else { return .nan }
            return (Double.random(in: 0..<20, using: &random) / step).rounded() * step
        }
    }

    /// The summary of row `t` by sorting its window from scratch.
    static func fromScratch(_ series: [Double], row t: Int, window: Int, minimumCount: Int,
                            placement: RollingWindowPlacement) -> RobustSummary? {
        let rows = placement == .pastOnly ? max(0, t - window)..<t : max(0, t - window + 1)..<(t + 1)
        let sample = rows.map { series[$0] }.filter { !$0.isNaN }
        guard sample.count >= max(minimumCount, 1) else { return nil }
        return RobustSummary(median: Reference.median(sample), mad: Reference.mad(sample), count: sample.count)
    }

    @Test("short windows, including w = 1 and w > n, equal a from-scratch median and MAD of every row",
          arguments: RollingAlgorithm.allCases, [1, 2, 3, 7, 28, 60, 501])
    func shortWindows(algorithm: RollingAlgorithm, window: Int) {
        let series = Self.series(count: 500, seed: UInt64(window), missing: 0.2, step: 1)
        for placement in [RollingWindowPlacement.includingCurrent, .pastOnly] {
            let rolling = RollingRobustStatistics.summaries(
                of: series, window: window, minimumCount: 3, placement: placement, algorithm: algorithm)
            for t in series.indices {
                let expected = Self.fromScratch(series, row: t, window: window, minimumCount: 3, placement: placement)
                #expect(rolling[t] == expected, "\(algorithm) window \(window) \(placement) row \(t)")
            }
        }
    }

    @Test("long windows: the tree equals the sorted buffer on every row and a from-scratch sort on sampled rows",
          arguments: [999, 1000, 4999, 5000], [1.0, 0.001])
    func longWindows(window: Int, step: Double) {
        let series = Self.series(count: 12_000, seed: UInt64(window), missing: 0.3, step: step)
        let tree = RollingRobustStatistics.summaries(
            of: series, window: window, minimumCount: 7, placement: .pastOnly, algorithm: .orderStatisticTree)
        let sorted = RollingRobustStatistics.summaries(
            of: series, window: window, minimumCount: 7, placement: .pastOnly, algorithm: .sortedBuffer)
        #expect(tree == sorted)
        for t in stride(from: 0, to: series.count, by: 487) {
            #expect(tree[t] == Self.fromScratch(series, row: t, window: window, minimumCount: 7, placement: .pastOnly),
                    "window \(window) row \(t)")
        }
    }

    @Test("sorted, reversed and constant histories (worst cases for an unbalanced tree)")
    func monotoneAndConstant() {
        let rising = (0..<6_000).map { Double($0) }
        for series in [rising, rising.reversed(), [Double](repeating: 42, count: 6_000)] {
            let tree = RollingRobustStatistics.summaries(
                of: series, window: 3_001, minimumCount: 1, placement: .includingCurrent, algorithm: .orderStatisticTree)
            for t in stride(from: 0, to: series.count, by: 331) {
                #expect(tree[t] == Self.fromScratch(series, row: t, window: 3_001, minimumCount: 1,
                                                    placement: .includingCurrent), "row \(t)")
            }
        }
    }

    @Test("all-missing and empty series give no summaries", arguments: RollingAlgorithm.allCases)
    func nothingToSummarize(algorithm: RollingAlgorithm) {
        let missing = RollingRobustStatistics.summaries(
            of: [.nan, .nan, .nan], window: 2, minimumCount: 0, placement: .includingCurrent, algorithm: algorithm)
        #expect(missing == [nil, nil, nil])
        #expect(RollingRobustStatistics.summaries(
            of: [], window: 5, minimumCount: 1, placement: .pastOnly, algorithm: algorithm).isEmpty)
    }
}
