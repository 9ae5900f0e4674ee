import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Withings reader")
struct WithingsReaderTests {
    static let german = "withings/2019-2020-health-mate-de/"
    static let english = "withings/2022-2026-health-mate-en-excerpts/"

    @Test("raw tracker files: JSON-array cells expanded, duplicate rows dropped",
          .enabled(if: VendorRead.has(german + "raw_tracker_hr.csv"), "needs ../shared/data/exports"))
    func raw() throws {
        let (format, hr) = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.german + "raw_tracker_hr.csv")))
        #expect(format == .withingsCSV)
        #expect(hr.skipped["duplicate row"] == 1046)
        #expect(hr.samples(.heartRate).count == 2033)
        #expect(hr.samples(.heartRate).reduce(0) { $0 + $1.value } == 244_730)
        let first = try #require(hr.samples(.heartRate).first)
        #expect(first.start == utc("2019-12-28T11:55:16+01:00") && first.end == utc("2019-12-28T11:57:11+01:00")
                && first.utcOffset == 3600)
        let steps = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.german + "raw_tracker_steps.csv"))).sink
        #expect(steps.samples(.steps).count == 1119)
        #expect(steps.samples(.steps).reduce(0) { $0 + $1.value } == 43112)
        let states = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.german + "raw_tracker_sleep-state.csv"))).sink
        #expect(states.rejected.isEmpty && states.segments.count == 2508)
        #expect(states.segments.filter { $0.stage == .awake }.count == 216)
        let hrv = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.english + "raw_heart_rate_variability_HR RMS SD.csv"))).sink
        #expect(hrv.samples(.hrvRMSSD).count == 74)
        #expect(hrv.samples(.hrvRMSSD).reduce(0) { $0 + $1.value } == 2414)
        #expect(hrv.samples(.hrvSDNN).isEmpty)
        let breaths = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.english + "raw_bed_respiratory-rate.csv"))).sink
        #expect(breaths.samples(.respiratoryRate).count == 19 && breaths.skipped["duplicate row"] == 1)
    }

    @Test("sleep.csv in German and English: stage totals, REM 0 = no REM sensor",
          .enabled(if: VendorRead.has(german + "sleep.csv"), "needs ../shared/data/exports"))
    func sleepSummaries() throws {
        let german = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.german + "sleep.csv"))).sink
        #expect(german.rejected.isEmpty)
        #expect(german.samples(.sleepTotalREM).isEmpty)
        let first = german.samples.filter { $0.start == utc("2019-12-29T00:26:00+01:00") }
        let byMetric = Dictionary(first.map { ($0.metric, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(byMetric == [.sleepTotalLight: 311, .sleepTotalDeep: 236, .sleepTotalAwake: 12, .sleepTotalAsleep: 547])
        let english = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.english + "sleep.csv"))).sink
        #expect(english.rejected.isEmpty)
        #expect(english.samples(.sleepTotalREM).first?.value == 109)
        #expect(english.samples(.sleepTotalAsleep).count == 26)
        #expect(english.samples.allSatisfy { $0.utcOffset == 8 * 3600 })
        let aggregates = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.german + "aggregates_steps.csv"))).sink
        #expect(aggregates.samples(.steps).count == 86)
        let newest = try #require(aggregates.samples(.steps).first)
        #expect(newest.localDay.description == "2020-03-22" && newest.value == 611)
        #expect(try FormatDetector().reader(for: try #require(VendorRead.shared(Self.german + "weight.csv")).path) == nil)
    }

    @Test("fixture: zero HRV absent, mismatched arrays and bad state rejected")
    func fixture() throws {
        let hrv = try VendorRead.detectAndRead(VendorRead.fixture("withings/raw_heart_rate_variability_HR RMS SD.csv")).sink
        #expect(hrv.samples(.hrvRMSSD).map(\.value) == [20, 31])
        #expect(hrv.skipped["hrv_rmssd not measured (0)"] == 4)
        #expect(hrv.rejected.map(\.line) == [4, 5])
        let states = try VendorRead.detectAndRead(VendorRead.fixture("withings/raw_bed_sleep-state.csv")).sink
        #expect(states.segments.map(\.stage) == [.awake, .rem, .deep])
        #expect(states.segments.map(\.start) == [utc("2024-05-01T23:00:00+02:00"), utc("2024-05-01T23:01:00+02:00"),
                                                 utc("2024-05-01T23:03:00+02:00")])
        #expect(states.rejected.map(\.field) == ["value"])
    }
}
