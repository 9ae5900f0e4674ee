import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumAnalytics

/// Textbook definitions by full sorting, the reference the fast paths must equal bit for bit.
enum Reference {
    static func median(_ sample: [Double]) -> Double {
        let s = sample.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    static func mad(_ sample: [Double]) -> Double {
        let m = median(sample)
        return median(sample.map { abs($0 - m) })
    }
}

@Suite("Robust statistics")
struct RobustStatisticsTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(RobustStatistics.median([3, 1, 2]) == 2)
        #expect(RobustStatistics.median([4, 1, 3, 2]) == 2.5)
        #expect(RobustStatistics.median([]) == nil)
    }

    @Test func nanIsSkippedNotPropagated() {
        #expect(RobustStatistics.median([.nan, 5, .nan, 1, 3]) == 3)
        #expect(RobustStatistics.medianAbsoluteDeviation([.nan, 5, 1, 3]) == 2)
        #expect(RobustStatistics.median([.nan, .nan]) == nil)
        #expect(RobustStatistics.z(.nan, median: 1, scale: 1) == nil)
    }

    @Test func madOfKnownSamples() {
        // |x − 2| = 1, 1, 0, 2, 4 → median 1.
        #expect(RobustStatistics.medianAbsoluteDeviation([1, 3, 2, 4, 6]) == 1)
        // Even count: |x − 2.5| = 1.5, 0.5, 0.5, 1.5 → 1.
        #expect(RobustStatistics.medianAbsoluteDeviation([1, 2, 3, 4]) == 1)
        #expect(RobustStatistics.medianAbsoluteDeviation([7, 7, 7, 100]) == 0)
    }

    @Test func scaleNeverZero() {
        #expect(RobustStatistics.scale(mad: 0, floor: 0.3) == 0.3)
        #expect(RobustStatistics.scale(mad: 2, floor: 0.3) == 2 * 1.4826)
    }

    @Test("MAD equals sorting the deviations, for every count and heavy ties")
    func madMatchesSortedDeviations() {
        var random = SeededGenerator(seed: 42)
        for count in 1...60 {
            for spread in [3.0, 100.0] {
                let sample = (0..<count).map { _ in Double.random(in: 0..<spread, using: &random).rounded() }
                #expect(RobustStatistics.medianAbsoluteDeviation(sample) == Reference.mad(sample), "count \(count)")
                #expect(RobustStatistics.median(sample) == Reference.median(sample))
            }
        }
    }
}
