import Foundation
import PulsumCore
import Testing
@testable import PulsumAnalytics

@Suite("Day analysis")
struct DayAnalyzerTests {
    let start = TestHistory.start
    let analyzer = DayAnalyzer()

    @Test("leakage: changing day D never changes anything about the days before D")
    func noLeakage() {
        let history = TestHistory.typical(80)
        var changed = history
        changed[50].values[.restingHeartRate] = 90
        changed[50].values[.steps] = nil
        changed[50].values[.nap] = 30
        changed.append(DailyMetrics(date: start.adding(days: 95), values: [.hrvSDNN: 10]))
        let days = start...start.adding(days: 79)
        let before = analyzer.analyze(history: history, days: days)
        let after = analyzer.analyze(history: changed, days: days)
        #expect(Array(before[..<50]) == Array(after[..<50]))
        #expect(before[50] != after[50])
        #expect(before[50].inputHash != after[50].inputHash)
    }

    @Test("the input hash covers exactly the look-back window")
    func inputHashWindow() {
        let history = TestHistory.typical(80)
        var changed = history
        changed[20].values[.sleepAsleep] = 300
        let before = analyzer.analyze(history: history, days: start...start.adding(days: 79))
        let after = analyzer.analyze(history: changed, days: start...start.adding(days: 79))
        let lookback = analyzer.lookbackDays
        for row in 0..<80 {
            let affected = (20...(20 + lookback)).contains(row)
            #expect((before[row].inputHash != after[row].inputHash) == affected, "row \(row)")
            if !affected { #expect(before[row] == after[row], "row \(row)") }
        }
        #expect(analyzer.inputHash(history: history, day: start.adding(days: 60)) == before[60].inputHash)
        #expect(before[60].inputHash.count == 16)
    }

    @Test("a batch equals day-by-day analysis")
    func batchEqualsSingle() {
        let history = TestHistory.typical(45)
        let batch = analyzer.analyze(history: history, days: start...start.adding(days: 44))
        for row in [0, 6, 7, 20, 44] {
            #expect(analyzer.analyze(history: history, day: start.adding(days: row)) == batch[row])
        }
    }

    @Test("a typical history scores near 50 once baselines are ready, and not before")
    func typicalHistory() throws {
        let analyses = analyzer.analyze(history: TestHistory.typical(60), days: start...start.adding(days: 59))
        #expect(analyses[3].score.value == nil)
        #expect(analyses[3].score.reason?.contains("calibrating, ready in 4 days") == true)
        let late = try #require(analyses[59].score.value)
        #expect((35...65).contains(late))
        #expect(analyses[59].score.coverage == 1)
        #expect(analyses[59].baselines.keys.sorted() == [
            .steps, .restingHeartRate, .hrvSDNN, .hrvRMSSD, .respiratoryRate, .sleepAsleep,
        ])
    }

    @Test("JSON contract: baselines, features and score keys; decodes back to the same value")
    func jsonShape() throws {
        let analysis = analyzer.analyze(history: TestHistory.typical(30), day: start.adding(days: 29))
        let data = try JSONEncoder().encode(analysis)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["date"] as? String == "2024-01-30")
        #expect(object["feature_version"] as? String == "features-v1")
        let baselines = try #require(object["baselines"] as? [String: [String: Any]])
        let hrv = try #require(baselines["hrv_sdnn_ms"])
        #expect(Set(hrv.keys) == ["median", "mad", "scale", "n", "z", "status", "ready_in_days"])
        #expect(hrv["status"] as? String == "trusted")
        let features = try #require(object["features"] as? [String: Any])
        let values = try #require(features["values"] as? [String: Any])
        #expect(Set(values.keys) == Set(FeatureName.allCases.map(\.rawValue)))
        let score = try #require(object["score"] as? [String: Any])
        #expect(Set(score.keys) == ["value", "contributions", "coverage", "confidence", "reason", "missing"])
        #expect(score["reason"] is NSNull)
        let contributions = try #require(score["contributions"] as? [String: Any])
        #expect(contributions["resting_heart_rate"] != nil)
        #expect(try JSONDecoder().decode(DayAnalysis.self, from: data) == analysis)
    }
}
