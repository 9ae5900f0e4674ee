import PulsumCore
import Testing

@Suite("Vendor summary conventions")
struct VendorConventionTests {
    static let source = SourceRef(name: "Vendor")
    static let day = LocalDate(iso: "2024-05-02") ?? LocalDate(dayNumber: 0)

    static func total(_ metric: Metric, _ start: Int64, _ end: Int64, _ minutes: Double, source: SourceRef = source) -> Sample {
        Sample(metric: metric, start: start, end: end, utcOffset: 7200, value: minutes, source: source)
    }

    @Test("a daily summary gives way to finer samples of the same metric and day, and only then")
    func preferFiner() {
        let midnight = Self.day.midnight(utcOffset: 7200)
        let dailySteps = DailySummary.sample(.steps, day: Self.day, utcOffset: 7200, value: 9000, source: Self.source)
        let nextDaySteps = DailySummary.sample(.steps, day: Self.day.adding(days: 1), utcOffset: 7200, value: 7000, source: Self.source)
        let dailyRHR = DailySummary.sample(.restingHeartRate, day: Self.day, utcOffset: 7200, value: 55, source: Self.source)
        let hourly = Sample(metric: .steps, start: midnight + 3600, end: midnight + 7200, utcOffset: 7200, value: 400,
                            source: SourceRef(name: "Phone"))
        let kept = DailySummary.preferringFinerData([dailySteps, nextDaySteps, dailyRHR, hourly])
        #expect(kept == [nextDaySteps, dailyRHR, hourly])
    }

    @Test("sleep totals: main period by asleep minutes, other periods are naps, missing stays missing")
    func sleepTotals() {
        let night = (start: Self.day.midnight(utcOffset: 7200) - 3600, end: Self.day.midnight(utcOffset: 7200) + 25_200)
        let napStart = Self.day.midnight(utcOffset: 7200) + 50_400
        let samples = [
            Self.total(.sleepTotalAsleep, night.start, night.end, 420),
            Self.total(.sleepTotalDeep, night.start, night.end, 80),
            Self.total(.sleepTotalAwake, night.start, night.end, 30),
            Self.total(.sleepTotalAsleep, napStart, napStart + 1800, 25),
            Self.total(.sleepTotalInBed, napStart, napStart + 1800, 30),
            Sample(metric: .heartRate, start: night.start, end: night.start, utcOffset: 7200, value: 50, source: Self.source),
        ]
        let daily = SleepTotal.dailyMinutes(samples)
        #expect(daily == [Self.day: [.sleepAsleep: 420, .sleepDeep: 80, .sleepAwake: 30, .nap: 25]])
        let alone = SleepTotal.dailyMinutes(Array(samples.prefix(3)))
        #expect(alone[Self.day]?[.nap] == 0)
        #expect(alone[Self.day]?[.sleepREM] == nil)
    }
}
