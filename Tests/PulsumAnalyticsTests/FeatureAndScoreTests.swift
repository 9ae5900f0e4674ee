import Foundation
import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumAnalytics

@Suite("Features and wellbeing score")
struct FeatureAndScoreTests {
    static func baseline(_ z: Double?, _ status: BaselineStatus = .trusted, median: Double = 0, scale: Double = 1) -> Baseline {
        let usable = status != .calibrating
        return Baseline(median: usable ? median : nil, mad: usable ? scale / 1.4826 : nil, scale: usable ? scale : nil,
                        n: usable ? 20 : 5, z: z, status: status, readyInDays: usable ? nil : 2)
    }

    /// A fixed day: HRV SDNN +1.5, resting HR +2 (worse), sleep −1, steps calibrating, breathing +5.
    static let fixedBaselines: [DailyMetricKey: Baseline] = [
        .hrvSDNN: baseline(1.5),
        .restingHeartRate: baseline(2, .provisional),
        .sleepAsleep: baseline(-1, median: 420, scale: 30),
        .steps: baseline(nil, .calibrating),
        .respiratoryRate: baseline(5),
    ]
    static let fixedNights: [Double] = [420, 450, .nan, 390, 360, 480, 390]

    @Test("fixed vector: signs, winsorization, sleep balance and the coverage mask")
    func fixedFeatures() {
        let features = FeatureVectorBuilder.build(baselines: Self.fixedBaselines, recentSleepAsleep: Self.fixedNights)
        #expect(features.values == [
            .hrvSDNN: 1.5, .restingHeartRate: -2, .sleepAsleep: -1, .sleepDebt7d: -1.0 / 6, .respiratoryRate: -4,
        ])
        #expect(features.coverageMask == [true, false, true, true, true, false, true])
        #expect(features.version == "features-v1")
    }

    @Test("fixed vector: score, contributions in points, coverage, confidence")
    func fixedScore() throws {
        let features = FeatureVectorBuilder.build(baselines: Self.fixedBaselines, recentSleepAsleep: Self.fixedNights)
        let score = WellbeingScorer.score(features: features, baselines: Self.fixedBaselines)
        let value = try #require(score.value)
        #expect(abs(value - 40.56372549019608) < 1e-12)
        let expected: [ScoreComponent: Double] = [
            .hrv: 5.514705882352941, .restingHeartRate: -5.882352941176471, .sleep: -2.9411764705882355,
            .sleepDebt7d: -0.24509803921568626, .respiratoryRate: -5.882352941176471,
        ]
        #expect(Set(score.contributions.keys) == Set(expected.keys))
        for (component, points) in expected { #expect(abs((score.contributions[component] ?? .nan) - points) < 1e-12) }
        #expect(abs(score.contributions.values.reduce(0, +) - (value - 50)) < 1e-12)
        #expect(abs(score.coverage - 0.85) < 1e-12)
        #expect(abs(score.confidence - 0.75) < 1e-12)
        #expect(score.reason == nil)
        #expect(score.missing == [.steps: "steps: calibrating, ready in 2 days"])
    }

    @Test("typical values everywhere give exactly 50")
    func typicalDayIsFifty() {
        let metrics = Set(FeatureName.allCases.map(\.metric))
        let baselines = Dictionary(uniqueKeysWithValues: metrics.map { ($0, Self.baseline(0)) })
        let features = FeatureVectorBuilder.build(baselines: baselines, recentSleepAsleep: [0, 0, 0, 0, 0, 0, 0])
        #expect(WellbeingScorer.score(features: features, baselines: baselines).value == 50)
    }

    @Test("too little data gives no score and says why")
    func noScore() {
        let baselines: [DailyMetricKey: Baseline] = [
            .hrvSDNN: Self.baseline(1), .steps: Self.baseline(nil, .calibrating), .sleepAsleep: Self.baseline(nil, .stale),
        ]
        let features = FeatureVectorBuilder.build(baselines: baselines, recentSleepAsleep: [])
        let score = WellbeingScorer.score(features: features, baselines: baselines)
        #expect(score.value == nil)
        #expect(score.contributions.isEmpty)
        let reason = score.reason ?? ""
        #expect(reason.contains("not enough data to score: usable today: hrv (25% of the weight"))
        #expect(reason.contains("steps (steps: calibrating, ready in 2 days)"))
        #expect(reason.contains("sleep (sleep_asleep_min: stale"))
        #expect(reason.contains("resting_heart_rate (resting_heart_rate_bpm: no recent data)"))
    }

    @Test("same input, bit-identical output")
    func determinism() throws {
        let history = TestHistory.typical(90)
        let days = TestHistory.start...TestHistory.start.adding(days: 89)
        let first = DayAnalyzer().analyze(history: history, days: days)
        let second = DayAnalyzer().analyze(history: history.reversed(), days: days)
        #expect(first == second)
        for (a, b) in zip(first, second) {
            #expect(a.features.dense.map(\.bitPattern) == b.features.dense.map(\.bitPattern))
            #expect(a.score.value?.bitPattern == b.score.value?.bitPattern)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(first) == encoder.encode(second))
    }

    @Test("property: NaN and infinity never reach a feature or a score")
    func nanNeverReachesScore() {
        var random = SeededGenerator(seed: 99)
        let weird: [Double?] = [nil, .nan, .infinity, -.infinity, 1e308, -3, 0.5, 12]
        let statuses = BaselineStatus.allCases
        for _ in 0..<2_000 {
            var baselines: [DailyMetricKey: Baseline] = [:]
            for key in DailyMetricKey.allCases where Bool.random(using: &random) {
                let z = weird.randomElement(using: &random) ?? nil
                let status = statuses.randomElement(using: &random) ?? .trusted
                let median = weird.randomElement(using: &random) ?? nil
                baselines[key] = Baseline(median: median, mad: 1, scale: 1, n: 20, z: z, status: status, readyInDays: 1)
            }
            let nights = (0..<7).map { _ in (weird.randomElement(using: &random) ?? nil) ?? .nan }
            let features = FeatureVectorBuilder.build(baselines: baselines, recentSleepAsleep: nights)
            #expect(features.values.values.allSatisfy { $0.isFinite && abs($0) <= FeatureVector.limit })
            let score = WellbeingScorer.score(features: features, baselines: baselines)
            if let value = score.value { #expect(value.isFinite && (0...100).contains(value)) }
            #expect(score.contributions.values.allSatisfy { $0.isFinite })
            #expect(score.coverage.isFinite && score.confidence.isFinite)
        }
    }
}

@Suite("Score methodology text")
struct ScoreMethodologyTests {
    @Test("the help text states the published weights and the disclaimer")
    func summaryMatchesConstants() {
        let text = ScoreMethodology.summary
        #expect(text.contains("hrv 25%, resting_heart_rate 20%, sleep 20%, sleep_debt_7d 10%, steps 15%, respiratory_rate 10%"))
        #expect(text.contains("50 + 12.5 x"))
        #expect(text.contains("previous 28 days (at least 7 valid)") && text.contains("clipped to +-4."))
        #expect(text.contains("calibrating (under 7 days), provisional (7-13), trusted (14+) or stale (no value for 14 days)"))
        #expect(text.contains("not a clinical measurement"))
    }
}
