import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumAnalytics

@Suite("Baselines")
struct BaselineCalculatorTests {
    let start = TestHistory.start

    @Test("calibrating below 7 values with a countdown, then provisional, then trusted")
    func statusProgression() throws {
        let history = TestHistory.days(20) { [.restingHeartRate: 55 + Double($0 % 3)] }
        func baseline(_ row: Int) throws -> Baseline {
            try #require(BaselineCalculator.baselines(history: history, upTo: start.adding(days: row))[.restingHeartRate])
        }
        let first = try baseline(0)
        #expect(first.status == .calibrating && first.n == 0 && first.readyInDays == 7 && first.median == nil)
        #expect(try baseline(4).readyInDays == 3)
        #expect(try baseline(6).status == .calibrating)
        #expect(try baseline(6).readyInDays == 1)
        #expect(try baseline(7).status == .provisional)
        #expect(try baseline(7).n == 7)
        #expect(try baseline(13).status == .provisional)
        #expect(try baseline(14).status == .trusted)
        #expect(try baseline(14).z != nil)
    }

    @Test("no value for more than 14 days makes a baseline stale")
    func stale() throws {
        let history = TestHistory.days(20) { [.hrvSDNN: 40 + Double($0 % 4)] }
        // Days 20 … 33 (14 days) have no value: still trusted on day 33, stale from day 34.
        let at33 = try #require(BaselineCalculator.baselines(history: history, upTo: start.adding(days: 33))[.hrvSDNN])
        #expect(at33.status == .trusted && at33.z == nil && at33.n == 15)
        let at34 = try #require(BaselineCalculator.baselines(history: history, upTo: start.adding(days: 34))[.hrvSDNN])
        #expect(at34.status == .stale)
        let at47 = try #require(BaselineCalculator.baselines(history: history, upTo: start.adding(days: 47))[.hrvSDNN])
        #expect(at47.status == .stale && at47.n == 1)
        // Once nothing is left in the window the metric is no longer listed.
        #expect(BaselineCalculator.baselines(history: history, upTo: start.adding(days: 48))[.hrvSDNN] == nil)
    }

    @Test("implausible values stay out of the baseline and are noted on their day")
    func plausibility() throws {
        var history = TestHistory.days(20) { [.hrvSDNN: 50 + Double($0 % 5), .restingHeartRate: 60] }
        history[10].values[.hrvSDNN] = 900
        history[11].values[.restingHeartRate] = .nan
        let analyses = DayAnalyzer().analyze(history: history, days: start...start.adding(days: 19))
        #expect(analyses[10].dataQuality == [DataQualityNote(
            metric: .hrvSDNN, value: 900, reason: "outside the plausible range 5–250; ignored")])
        #expect(analyses[11].dataQuality.map(\.metric) == [.restingHeartRate])
        #expect(analyses[11].dataQuality.first?.value == nil)
        #expect(analyses[10].baselines[.hrvSDNN]?.z == nil)
        #expect(analyses[19].baselines[.hrvSDNN]?.n == 18)
        #expect(analyses[19].baselines[.restingHeartRate]?.n == 18)
        #expect(analyses[12].dataQuality.isEmpty)
    }

    @Test("SDNN and RMSSD have separate baselines")
    func hrvKindsSeparate() throws {
        let history = TestHistory.days(15) { [.hrvSDNN: 80 + Double($0 % 3), .hrvRMSSD: 30 + Double($0 % 3)] }
        let baselines = BaselineCalculator.baselines(history: history, upTo: start.adding(days: 14))
        #expect(baselines[.hrvSDNN]?.median == 81)
        #expect(baselines[.hrvRMSSD]?.median == 31)
    }

    @Test("a flat history uses the floor, never a zero scale")
    func flatHistory() throws {
        let history = TestHistory.days(10) { $0 == 9 ? [.restingHeartRate: 62] : [.restingHeartRate: 60] }
        let baseline = try #require(BaselineCalculator.baselines(history: history, upTo: start.adding(days: 9))[.restingHeartRate])
        #expect(baseline.mad == 0)
        #expect(baseline.scale == 1)
        #expect(baseline.z == 2)
    }

    @Test("property: every scale is positive and every z finite on random histories with gaps and glitches")
    func scaleNeverZero() {
        var random = SeededGenerator(seed: 7)
        let history = TestHistory.days(300) { _ in
            var values: [DailyMetricKey: Double] = [:]
            for key in DailyMetricKey.allCases where Double.random(in: 0..<1, using: &random) < 0.7 {
                let roll = Double.random(in: 0..<1, using: &random)
                values[key] = roll < 0.05 ? .nan : roll < 0.1 ? .infinity : roll < 0.4 ? 60 : Double.random(in: -10..<300, using: &random)
            }
            return values
        }
        for analysis in DayAnalyzer().analyze(history: history, days: start...start.adding(days: 299)) {
            for baseline in analysis.baselines.values {
                if let scale = baseline.scale { #expect(scale > 0) }
                if let z = baseline.z { #expect(z.isFinite) }
            }
        }
    }
}
