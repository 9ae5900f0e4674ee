import PulsumCore
import Foundation
import Testing
@testable import PulsumAnalytics

@Suite("Day completeness: a day in progress never headlines")
struct DayCompletenessTests {
    let start = TestHistory.start
    let analyzer = DayAnalyzer()

    /// A typical history whose last day has only four hours of steps (a 04:30 nightly run).
    func historyWithPartialLastDay(_ count: Int) -> [DailyMetrics] {
        var history = TestHistory.typical(count)
        history[count - 1].values[.steps] = 900
        return history
    }

    @Test("today with no later data is in progress; a past day, or one with later data, is complete")
    func rule() {
        let history = TestHistory.typical(10)
        let today = start.adding(days: 9)
        let completeness = DayCompleteness(history: history, today: today)
        #expect(completeness.isInProgress(today))
        #expect(!completeness.isInProgress(today.adding(days: -1)))
        let later = DayCompleteness(history: history + [DailyMetrics(date: today.adding(days: 1), values: [.steps: 10])],
                                    today: today)
        #expect(!later.isInProgress(today))
        #expect(!DayCompleteness(history: history, today: nil).isInProgress(today))
        let emptyLater = DayCompleteness(history: history + [DailyMetrics(date: today.adding(days: 1))], today: today)
        #expect(emptyLater.isInProgress(today), "a later day without any value is not later data")
    }

    @Test("the day in progress is scored from overnight metrics only, and says why steps are missing")
    func partialDayWithheld() throws {
        let history = historyWithPartialLastDay(40)
        let day = start.adding(days: 39)
        let inProgress = analyzer.analyze(history: history, day: day, today: day)
        #expect(inProgress.inProgress)
        #expect(inProgress.features[.steps] == nil)
        #expect(inProgress.baselines[.steps]?.z == nil)
        #expect(inProgress.baselines[.steps]?.median != nil, "the usual range is still known")
        #expect(inProgress.features[.sleepAsleep] != nil && inProgress.features[.hrvSDNN] != nil
                && inProgress.features[.restingHeartRate] != nil, "overnight metrics count on the wake day")
        #expect(inProgress.score.contributions[.steps] == nil)
        #expect(inProgress.score.missing[.steps]?.contains("day in progress") == true)
        #expect(inProgress.score.value != nil)

        // The same day once it is over (the next night): four hours of steps now count, and pull the score down.
        let over = analyzer.analyze(history: history, day: day, today: day.adding(days: 1))
        #expect(!over.inProgress)
        let steps = try #require(over.score.contributions[.steps])
        #expect(steps < -1)
        #expect(over.inputHash != inProgress.inputHash, "a day is re-scored once it is over, with no new value")
    }

    @Test("a complete day's analysis is the same with or without knowing today")
    func completeDaysUnchanged() {
        let history = TestHistory.typical(40)
        let days = start...start.adding(days: 38)
        #expect(analyzer.analyze(history: history, days: days, today: start.adding(days: 39))
                == analyzer.analyze(history: history, days: days))
    }

    @Test("in_progress round-trips through JSON; older stored analyses without it decode as complete")
    func json() throws {
        let day = start.adding(days: 29)
        let analysis = analyzer.analyze(history: TestHistory.typical(30), day: day, today: day)
        let data = try JSONEncoder().encode(analysis)
        #expect(try JSONDecoder().decode(DayAnalysis.self, from: data) == analysis)
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["in_progress"] as? Bool == true)
        object["in_progress"] = nil
        let old = try JSONDecoder().decode(DayAnalysis.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(!old.inProgress)
    }
}
