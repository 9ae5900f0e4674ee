import Foundation
import PulsumAgents
import PulsumAnalytics
import PulsumCore
import PulsumStore
import Testing

@Suite("Nightly scoring")
struct DayScoringTests {
    let start = LocalDate(dayNumber: 19_723)

    func history(days: Int, restingHeartRateOn changedDay: Int? = nil) -> [DailyMetrics] {
        (0..<days).map { row in
            let wiggle = Double(row % 5)
            var values: [DailyMetricKey: Double] = [
                .hrvSDNN: 45 + wiggle, .restingHeartRate: 58 + wiggle / 2, .sleepAsleep: 420 + 10 * wiggle,
                .steps: 8_000 + 500 * wiggle,
            ]
            if row == changedDay { values[.restingHeartRate] = 75 }
            return DailyMetrics(date: start.adding(days: row), values: values)
        }
    }

    @Test("a re-run changes nothing; changed inputs recompute only the days that depend on them")
    func incremental() throws {
        let database = try PulsumDatabase()
        let scoring = DayScoring(database: database)
        let night = start.adding(days: 59)
        let first = try scoring.run(history: history(days: 60), asOf: night)
        #expect(first.recomputed.count == 60)
        #expect(first.latest?.date == night)
        #expect(first.latest?.score.value != nil)

        let again = try scoring.run(history: history(days: 60), asOf: night)
        #expect(again.recomputed.isEmpty)
        #expect(again.latest == first.latest)

        // Late data for day 40 arrives before the next night.
        let nextNight = night.adding(days: 1)
        let late = try scoring.run(history: history(days: 61, restingHeartRateOn: 40), asOf: nextNight)
        // Day 40 is inside the look-back of days 40 … 68: all of 40 … 60 depend on it.
        #expect(late.recomputed == (40...60).map { start.adding(days: $0) })

        // The night of `night` still shows what it computed then.
        let replay = try database.dayScores(in: start.adding(days: 40)...start.adding(days: 40), asOf: night)
        let before = try JSONDecoder().decode(DayAnalysis.self, from: Data(try #require(replay.first).json.utf8))
        #expect(before.baselines[.restingHeartRate]?.z != nil)
        #expect(replay.first?.computedAsOf == night)
        let now = try database.dayScores(in: start.adding(days: 40)...start.adding(days: 40), asOf: nextNight)
        #expect(try #require(now.first).inputHash != before.inputHash)
    }

    @Test func emptyHistory() throws {
        let outcome = try DayScoring(database: PulsumDatabase()).run(history: [], asOf: start)
        #expect(outcome.recomputed.isEmpty && outcome.latest == nil)
    }
}
