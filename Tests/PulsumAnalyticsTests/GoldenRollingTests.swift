import Foundation
import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumAnalytics

/// pandas reference values (`golden/robust/rolling.json`); nulls are NaN/missing.
struct GoldenRolling: Decodable {
    struct PastOnly: Decodable {
        let count_non_nan_in_window: [Double]
        let median: [Double?]
        let mad: [Double?]
        let robust_z: [Double?]
    }

    let window: Int
    let min_periods: Int
    let z_floor: Double
    let start_date: String
    let values: [Double?]
    let count_non_nan_in_window: [Int]
    let rolling_median: [Double?]
    let rolling_mad: [Double?]
    let robust_z: [Double?]
    let baseline_past_only: PastOnly

    static func load(_ url: URL) throws -> GoldenRolling {
        try JSONDecoder().decode(GoldenRolling.self, from: Data(contentsOf: url))
    }

    var series: [Double] { values.map { $0 ?? .nan } }
}

/// `actual` equals `expected` to 1e-9, relative when large (MAD = 0 windows give |z| ≈ 1e7).
func approximatelyEqual(_ actual: Double?, _ expected: Double?, tolerance: Double = 1e-9) -> Bool {
    switch (actual, expected) {
    case (nil, nil): true
    case let (a?, e?): abs(a - e) <= tolerance * max(1, abs(e))
    default: false
    }
}

@Suite("Rolling statistics against pandas")
struct GoldenRollingTests {
    static let sources: [URL] = [TestPaths.fixture("analytics/rolling.json")]
        + [TestPaths.shared("golden/robust/rolling.json")].compactMap { $0 }

    @Test("rolling median, MAD and z including the current day", arguments: sources)
    func includingCurrent(url: URL) throws {
        let golden = try GoldenRolling.load(url)
        let series = golden.series
        let summaries = RollingRobustStatistics.summaries(
            of: series, window: golden.window, minimumCount: golden.min_periods, placement: .includingCurrent)
        for t in series.indices {
            let summary = summaries[t]
            #expect(approximatelyEqual(summary?.median, golden.rolling_median[t]), "median at row \(t)")
            #expect(approximatelyEqual(summary?.mad, golden.rolling_mad[t]), "mad at row \(t)")
            let z = summary.flatMap { s in
                RobustStatistics.z(series[t], median: s.median, scale: s.scale(floor: golden.z_floor))
            }
            #expect(approximatelyEqual(z, golden.robust_z[t]), "z at row \(t)")
        }
    }

    @Test("the past-only baseline is pandas shift(1).rolling", arguments: sources)
    func pastOnly(url: URL) throws {
        let golden = try GoldenRolling.load(url)
        let reference = golden.baseline_past_only
        let summaries = RollingRobustStatistics.summaries(
            of: golden.series, window: golden.window, minimumCount: golden.min_periods, placement: .pastOnly)
        for t in golden.series.indices {
            #expect(approximatelyEqual(summaries[t]?.median, reference.median[t]), "median at row \(t)")
            #expect(approximatelyEqual(summaries[t]?.mad, reference.mad[t]), "mad at row \(t)")
        }
    }

    @Test("BaselineCalculator reproduces the past-only block", arguments: sources)
    func baselineCalculator(url: URL) throws {
        let golden = try GoldenRolling.load(url)
        let reference = golden.baseline_past_only
        let start = try #require(LocalDate(iso: golden.start_date))
        let history = golden.values.enumerated().compactMap { row, value in
            value.map { DailyMetrics(date: start.adding(days: row), values: [.restingHeartRate: $0]) }
        }
        let unbounded = MetricProfile(plausibleRange: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                                      scaleFloor: golden.z_floor)
        let config = BaselineConfig(window: golden.window, minimumCount: golden.min_periods,
                                    profileOverrides: [.restingHeartRate: unbounded])
        let analyses = DayAnalyzer(config: config).analyze(
            history: history, days: start...start.adding(days: golden.values.count - 1))
        for (t, analysis) in analyses.enumerated() {
            let baseline = analysis.baselines[.restingHeartRate]
            #expect(baseline.map { Double($0.n) } ?? 0 == reference.count_non_nan_in_window[t], "n at row \(t)")
            #expect(approximatelyEqual(baseline?.median, reference.median[t]), "median at row \(t)")
            #expect(approximatelyEqual(baseline?.mad, reference.mad[t]), "mad at row \(t)")
            #expect(approximatelyEqual(baseline?.z, reference.robust_z[t]), "z at row \(t)")
        }
        // Single-day calls agree with the batch.
        let day = start.adding(days: 150)
        let single = BaselineCalculator.baselines(history: history, upTo: day, config: config)
        #expect(single[.restingHeartRate] == analyses[150].baselines[.restingHeartRate])
    }
}
