import PulsumCore
import Testing

@testable import PulsumAnalytics

private let watch = SourceRef(name: "Watch", deviceModel: "Watch6,7")
private let phone = SourceRef(name: "iPhone", deviceModel: "iPhone15,2")
private let app = SourceRef(name: "Pedometer++")
private let otherApp = SourceRef(name: "StepsApp")

/// 2024-01-10 00:00 UTC plus hours.
private func at(_ hours: Double) -> Int64 { 1_704_844_800 + Int64(hours * 3600) }
private let day = LocalDate(instant: at(0), utcOffset: 0)

private func steps(_ source: SourceRef, _ from: Double, _ to: Double, _ value: Double) -> Sample {
    Sample(metric: .steps, start: at(from), end: at(to), utcOffset: 0, value: value, source: source)
}

private func reading(_ metric: Metric, _ hour: Double, _ value: Double, _ source: SourceRef = watch) -> Sample {
    Sample(metric: metric, start: at(hour), end: at(hour), utcOffset: 0, value: value, source: source)
}

private func segment(_ stage: SleepStage, _ from: Double, _ to: Double, _ source: SourceRef = watch) -> SleepSegment {
    SleepSegment(stage: stage, start: at(from), end: at(to), utcOffset: 0, source: source)
}

@Suite("Daily aggregation")
struct DailyAggregatorTests {
    let aggregator = DailyAggregator()
    let days: Set<LocalDate> = [day.adding(days: -1), day, day.adding(days: 1)]

    func metrics(_ samples: [Sample], _ segments: [SleepSegment] = []) -> [LocalDate: DailyMetrics] {
        Dictionary(uniqueKeysWithValues: aggregator.aggregate(samples: samples, segments: segments, days: days).map { ($0.date, $0) })
    }

    @Test("phone and watch counting the same steps are not summed: the watch wins its buckets")
    func overlapNotDoubled() {
        let result = metrics([steps(phone, 9, 10, 6000), steps(watch, 9, 10, 6240)])
        #expect(result[day]?[.steps] == 6240)
    }

    @Test("where the watch was off, the phone's steps count")
    func watchOffPart() {
        let result = metrics([steps(phone, 9, 11, 4000), steps(watch, 9, 10, 2500)])
        #expect(result[day]?[.steps] == 4500)  // watch 9-10, phone's 2000 for 10-11
    }

    @Test("sources of equal rank: the maximum per bucket, never the sum")
    func equalRankTakesMaximum() {
        let result = metrics([steps(app, 9, 10, 1000), steps(otherApp, 9, 10, 1200), steps(app, 10, 11, 300)])
        #expect(result[day]?[.steps] == 1500)
    }

    @Test("a configured priority changes which source counts")
    func configuredPriority() throws {
        let phoneFirst = DailyAggregator(priority: try SourcePriority(parsing: "phone,watch"))
        let result = phoneFirst.aggregate(samples: [steps(phone, 9, 10, 6000), steps(watch, 9, 10, 6240)], segments: [], days: [day])
        #expect(result.first?[.steps] == 6000)
    }

    @Test("heart rate mean/min/max, resting HR by priority, medians of HRV and respiratory rate")
    func discreteMetrics() {
        let result = metrics([
            reading(.heartRate, 8, 60), reading(.heartRate, 9, 90), reading(.heartRate, 10, 75, phone),
            reading(.restingHeartRate, 7, 55, phone), reading(.restingHeartRate, 6, 52),
            reading(.hrvSDNN, 1, 30), reading(.hrvSDNN, 2, 50), reading(.hrvSDNN, 3, 40), reading(.hrvSDNN, 4, 100),
            reading(.respiratoryRate, 2, 14), reading(.respiratoryRate, 3, 15), reading(.respiratoryRate, 4, 20),
        ])
        let today = result[day]
        #expect(today?[.heartRateMean] == 75)
        #expect(today?[.heartRateMin] == 60)
        #expect(today?[.heartRateMax] == 90)
        #expect(today?[.restingHeartRate] == 52)
        #expect(today?[.hrvSDNN] == 45)
        #expect(today?[.respiratoryRate] == 15)
        #expect(today?[.steps] == nil)  // no data is absent, not 0
        #expect(today?[.sleepAsleep] == nil)
    }

    @Test("sleep crossing midnight counts on the wake day, with stage minutes")
    func sleepOnWakeDay() {
        let result = metrics([], [
            segment(.core, -1, 1), segment(.deep, 1, 2), segment(.awake, 2, 2.5), segment(.rem, 2.5, 4),
            segment(.core, 4.5, 7),  // a 30-minute gap: same session
        ])
        let today = result[day]
        #expect(result[day.adding(days: -1)] == nil)
        #expect(today?[.sleepAsleep] == 420)
        #expect(today?[.sleepCore] == 270)
        #expect(today?[.sleepDeep] == 60)
        #expect(today?[.sleepREM] == 90)
        #expect(today?[.sleepAwake] == 30)
        #expect(today?[.sleepInBed] == nil)
        #expect(today?[.nap] == 0)
    }

    @Test("a nap is a separate session reported as nap_min; another source's overlapping in-bed span is not a nap")
    func naps() {
        let result = metrics([], [
            segment(.asleepUnspecified, -0.5, 6.5), segment(.inBed, -1, 7, phone),
            segment(.asleepUnspecified, 14, 14.5),
        ])
        #expect(result[day]?[.sleepAsleep] == 420)
        #expect(result[day]?[.nap] == 30)
    }

    @Test("the main sleep is the session with the most time asleep; in bed comes from an overlapping source when it has none")
    func mainSleepChoice() {
        let result = metrics([], [
            segment(.inBed, -1, 7, phone), segment(.asleepUnspecified, -0.5, 6), segment(.inBed, 22, 23, phone),
        ])
        #expect(result[day]?[.sleepAsleep] == 390)
        #expect(result[day]?[.sleepInBed] == 480)
        #expect(result[day]?[.nap] == 0)
    }

    @Test("sessions split at a gap of 60 minutes or more")
    func sessionGap() {
        let sessions = SleepSessions.build([segment(.core, 0, 1), segment(.core, 1.5, 3), segment(.core, 4, 5)])
        #expect(sessions.count == 2)
        #expect(sessions.map(\.asleepSeconds) == [9000, 3600])
    }

    @Test("only requested days are returned, each once and ordered")
    func requestedDaysOnly() {
        let samples = [reading(.heartRate, -20, 60), reading(.heartRate, 5, 70), reading(.heartRate, 30, 80)]
        let result = aggregator.aggregate(samples: samples, segments: [], days: [day, day.adding(days: 1)])
        #expect(result.map(\.date) == [day, day.adding(days: 1)])
    }

    @Test("days follow each sample's own offset")
    func ownOffsetDecidesDay() {
        let late = Sample(metric: .heartRate, start: at(23), end: at(23), utcOffset: 3600, value: 60, source: watch)
        #expect(metrics([late])[day.adding(days: 1)]?[.heartRateMean] == 60)
    }
}
