import Foundation
import PulsumCore
@testable import PulsumIngest
import Testing

@Suite("Vendor value and time helpers")
struct VendorValuesTests {
    @Test("US dates: 2- and 4-digit years, 12 AM is midnight, 12 PM is noon, nonsense rejected")
    func usDates() {
        let day = Int64(LocalDate(year: 2016, month: 4, day: 12)?.dayNumber ?? 0) * 86_400
        #expect(VendorTime.parseUS("4/12/2016 12:01:05 AM") == day + 65)
        #expect(VendorTime.parseUS("4/12/2016 12:30:00 PM") == day + 12 * 3600 + 1800)
        #expect(VendorTime.parseUS("4/12/2016 1:15:00 PM") == day + 13 * 3600 + 900)
        #expect(VendorTime.parseUS("04/12/16 23:59:59") == day + 86_399)
        #expect(VendorTime.parseUS("4/12/2016") == day)
        for bad in ["13/01/20 08:00:00", "2/30/2016", "4/12/2016 13:00:00 PM", "4/12/216 1:00:00", "", "4/12/2016 1:60:00"] {
            #expect(VendorTime.parseUS(bad) == nil, "\(bad)")
        }
    }

    @Test("offset labels: UTC-04:00, UTC+0530, GMT+1, bare UTC; garbage rejected")
    func offsetLabels() {
        #expect(VendorTime.offsetLabel("UTC-04:00") == -14_400)
        #expect(VendorTime.offsetLabel("UTC+0530") == 19_800)
        #expect(VendorTime.offsetLabel("GMT+1") == 3600)
        #expect(VendorTime.offsetLabel("UTC") == 0)
        for bad in ["IST", "UTC+25:00", "UTC+05:3", "+5:30x"] { #expect(VendorTime.offsetLabel(bad) == nil, "\(bad)") }
    }

    @Test("naive local time uses the configured zone's offset at that moment")
    func naiveLocal() {
        // A zone that is +1 h before 2024-03-31T01:00Z and +2 h after (Europe/Paris DST).
        let switchAt: Int64 = 1_711_846_800
        let options = ReadOptions(displayPath: "x", fallbackUTCOffset: { $0 < switchAt ? 3600 : 7200 })
        let before = InstantParser.parseNaive("2024-03-30T12:00:00") ?? 0
        let after = InstantParser.parseNaive("2024-03-31T12:00:00") ?? 0
        #expect(VendorTime.fromLocal(before, options: options) == (before - 3600, 3600))
        #expect(VendorTime.fromLocal(after, options: options) == (after - 7200, 7200))
    }

    @Test("durations: damaged numbers never reach Int64")
    func durations() {
        #expect(VendorValue.seconds(60) == 60)
        #expect(VendorValue.seconds(9e99) == nil)
        #expect(VendorValue.seconds(-1) == nil)
        #expect(VendorValue.seconds(.nan) == nil)
    }

    @Test("daily-summary and sleep-total conventions")
    func conventions() throws {
        let day = try #require(LocalDate(iso: "2024-03-31"))
        let summary = DailySummary.sample(.steps, day: day, utcOffset: 3600, value: 10, source: SourceRef(name: "x"),
                                          seconds: 23 * 3600)
        #expect(summary.start == utc("2024-03-31T00:00:00+01:00") && summary.end - summary.start == 82_800)
        #expect(DailySummary.isDailySummary(summary) && summary.localDay == day)
        let reading = Sample(metric: .steps, start: summary.start, end: summary.start + 60, utcOffset: 3600, value: 1,
                             source: SourceRef(name: "x"))
        #expect(!DailySummary.isDailySummary(reading))
        let nap = Sample(metric: .sleepTotalAsleep, start: utc("2024-03-30T23:30:00+01:00"),
                         end: utc("2024-03-31T06:00:00+01:00"), utcOffset: 3600, value: 380, source: SourceRef(name: "x"))
        #expect(SleepTotal.wakeDay(of: nap) == day)
        #expect(SleepTotal.dailyKey(for: .sleepTotalREM) == .sleepREM)
        #expect(SleepStage.allCases.compactMap(SleepTotal.metric(for:)).count == 6)
        #expect(UnitConversion.toCanonical(90, unit: "s", metric: .sleepTotalDeep) == 1.5)
        #expect(Metric.sleepTotalDeep.unit == .minutes && !Metric.sleepTotalDeep.isCumulative)
    }
}
