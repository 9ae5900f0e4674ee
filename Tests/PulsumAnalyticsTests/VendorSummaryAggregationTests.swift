import PulsumAnalytics
import PulsumCore
import Testing

/// Vendor day summaries and sleep totals reach the daily metrics, without double counting.
@Suite("Aggregation of vendor summaries")
struct VendorSummaryAggregationTests {
    let day = LocalDate(dayNumber: LocalDate.daysFromCivil(year: 2024, month: 5, day: 9))
    let garmin = SourceRef(name: "Garmin")
    let phone = SourceRef(name: "Phone", deviceModel: "iPhone")

    /// Readers write the asleep total beside the stage totals (see `SleepTotal`).
    @Test func sleepTotalsWithoutTimingFillTheWakeDay() {
        let wake = day.midnight(utcOffset: 7200) + 7 * 3600, bed = wake - 8 * 3600
        let totals: [(Metric, Double)] = [(.sleepTotalAsleep, 440), (.sleepTotalDeep, 90), (.sleepTotalLight, 250), (.sleepTotalREM, 100),
                                          (.sleepTotalAwake, 20)]
        let samples = totals.map { Sample(metric: $0.0, start: bed, end: wake, utcOffset: 7200, value: $0.1, source: garmin) }
        let metrics = DailyAggregator(priority: .standard).aggregate(samples: samples, segments: [], days: [day])
        let values = metrics.first?.values ?? [:]
        #expect(values[.sleepDeep] == 90 && values[.sleepCore] == 250 && values[.sleepREM] == 100)
        #expect(values[.sleepAsleep] == 440)
        #expect(values[.sleepAwake] == 20)
    }

    @Test func aVendorDailyStepTotalGivesWayToFinerStepRecords() {
        let summary = DailySummary.sample(.steps, day: day, utcOffset: 7200, value: 9000, source: garmin)
        let hourly = (8..<12).map { hour -> Sample in
            let start = day.midnight(utcOffset: 7200) + Int64(hour) * 3600
            return Sample(metric: .steps, start: start, end: start + 3600, utcOffset: 7200, value: 1000, source: phone)
        }
        let metrics = DailyAggregator(priority: .standard).aggregate(samples: [summary] + hourly, segments: [], days: [day])
        #expect(metrics.first?[.steps] == 4000)
        let alone = DailyAggregator(priority: .standard).aggregate(samples: [summary], segments: [], days: [day])
        #expect(alone.first?[.steps].map { abs($0 - 9000) < 1e-6 } == true)
    }
}
