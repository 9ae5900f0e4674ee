import PulsumAnalytics
import PulsumCore
import Testing
@testable import PulsumReport

@Suite("Report model: gaps, bands, out-of-range and the headline day")
struct ReportModelTests {
    let start = ReportFixture.start

    @Test("runs split at missing days; a gap is never a zero")
    func runs() {
        let values: [(day: LocalDate, value: Double?)] = [
            (start, 1), (start.adding(days: 1), 2), (start.adding(days: 2), nil), (start.adding(days: 4), 0),
            (start.adding(days: 5), 3),
        ]
        let runs = DayRuns.split(values)
        #expect(runs.map { $0.map(\.value) } == [[1, 2], [0, 3]])
        let stretches = DayRuns.stretches([(start, "a"), (start.adding(days: 1), "a"), (start.adding(days: 2), "b"),
                                           (start.adding(days: 4), "b"), (start.adding(days: 5), nil)])
        #expect(stretches.map(\.label) == ["a", "b", "b"])
        #expect(stretches[0].last == start.adding(days: 1))
    }

    @Test("the band is the analytics' median ± scale of that day, and out-of-range follows its z")
    func bands() throws {
        let input = ReportFixture.input()
        let model = ReportModel(input)
        let series = try #require(model.metrics.first { $0.key == .restingHeartRate })
        for point in series.points {
            let baseline = input.analyses.first { $0.date == point.day }?.baselines[.restingHeartRate]
            if let median = baseline?.median, let scale = baseline?.scale {
                #expect(point.usual == (median - scale)...(median + scale))
                #expect(point.outOfRange == (abs(baseline?.z ?? 0) > 1))
            } else {
                #expect(point.usual == nil)
            }
        }
        let outlier = try #require(series.points.first { $0.day == start.adding(days: 50) })
        #expect(outlier.outOfRange)
        #expect(series.points.filter { $0.value == nil }.map(\.day) == (30...32).map { start.adding(days: $0) })
    }

    @Test("calibrating stretches are the days whose baseline has fewer than 7 valid values")
    func calibrating() throws {
        let model = ReportModel(ReportFixture.input(periodDays: 70))
        let series = try #require(model.metrics.first { $0.key == .hrvSDNN })
        #expect(series.calibrating.count == 1)
        #expect(series.calibrating[0].first == start && series.calibrating[0].last == start.adding(days: 6))
    }

    @Test("days without a score are gaps with their reason; the 7-day mean needs 4 scored days")
    func trendGaps() throws {
        let model = ReportModel(ReportFixture.input())
        let missing = model.trend.scores.filter { $0.score == nil }.map(\.day)
        #expect(missing == (30...32).map { start.adding(days: $0) })
        #expect(model.trend.gaps.count == 1)
        #expect(model.trend.gaps[0].label.contains("not enough data"))
        #expect(model.trend.mean7.allSatisfy { $0.mean.map { (0...100).contains($0) } ?? true })
    }

    @Test("days with two or more vitals out of range are flagged")
    func flagged() throws {
        let model = ReportModel(ReportFixture.input())
        let day = try #require(model.flagged.first { $0.day == start.adding(days: 50) })
        #expect(Set(day.metrics.map(\.key)).isSuperset(of: [.restingHeartRate, .hrvSDNN]))
    }

    @Test("the headline is the latest complete day; today is only 'in progress'")
    func headline() throws {
        let last = start.adding(days: 69)
        let model = ReportModel(ReportFixture.input(today: last))
        #expect(model.today.analysis?.date == last.adding(days: -1))
        #expect(model.today.inProgress?.date == last)
        #expect(model.trend.inProgress?.day == last)
        let rhr = try #require(model.today.rows.first { $0.component == .restingHeartRate })
        #expect(rhr.sentence.hasPrefix("resting HR "))
        #expect(rhr.sentence.contains(", usual "))
        #expect(rhr.sentence.hasSuffix(" bpm"))
    }

    @Test("values are written for people: 7h23, 8,412 steps, 58 bpm, 14.6 br/min")
    func display() {
        #expect(MetricDisplay.duration(minutes: 443) == "7h23")
        #expect(MetricDisplay.duration(minutes: 45) == "0h45")
        #expect(MetricDisplay(.steps).text(8_412) == "8,412 steps")
        #expect(MetricDisplay(.restingHeartRate).text(57.6) == "58 bpm")
        #expect(MetricDisplay(.respiratoryRate).text(14.55) == "14.6 br/min")
        #expect(MetricDisplay(.restingHeartRate).range(low: 54.2, high: 57.4) == "54–57 bpm")
        #expect(MetricDisplay.grouped(1_234_567) == "1,234,567")
        #expect(MetricDisplay.clock(minutes: -50) == "23:10")
        #expect(MetricDisplay.decimal(-0.04, places: 1) == "0.0")
    }

    @Test("bedtime spread: median and middle half")
    func spread() throws {
        let spread = try #require(SleepSeries.spread([-60, -30, 0, 30, 60]))
        #expect(spread.median == 0 && spread.low == -30 && spread.high == 30)
    }
}
