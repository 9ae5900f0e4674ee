import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Oura readers")
struct OuraReaderTests {
    @Test("JSON sleep periods: hypnogram segments, main-period nightly values, 5-min HR",
          .enabled(if: VendorRead.shared("oura") != nil, "needs ../shared/data/exports"))
    func sleepJSON() throws {
        let url = try #require(VendorRead.shared("oura/2024-web-export-json/oura_sleepJSON.json"))
        let (format, sink) = try VendorRead.detectAndRead(url)
        #expect(format == .ouraJSON)
        #expect(sink.rejected.isEmpty)
        // 2024-02-08 long sleep 00:49:31–08:49:53 −05:00: hypnogram 1 deep 2 light 3 REM 4 awake, 5 min each.
        let night = sink.segments.filter {
            $0.start >= utc("2024-02-08T00:49:31-05:00") && $0.end <= utc("2024-02-08T08:49:53-05:00")
        }
        let minutes = night.reduce(into: [SleepStage: Int64]()) { $0[$1.stage, default: 0] += $1.duration / 60 }
        #expect(minutes == [.deep: 115, .core: 210, .rem: 75, .awake: 80])
        #expect(night.allSatisfy { $0.utcOffset == -5 * 3600 })
        // Nightly values of the long sleep, not of the evening nap of the same day.
        func daily(_ metric: Metric, _ day: String) -> [Double] {
            sink.samples(metric).filter { $0.localDay.description == day }.map(\.value)
        }
        #expect(daily(.hrvRMSSD, "2024-02-08") == [65])
        #expect(daily(.restingHeartRate, "2024-02-08") == [57])
        #expect(daily(.respiratoryRate, "2024-02-08") == [15.5])
        #expect(sink.samples(.hrvRMSSD).allSatisfy(DailySummary.isDailySummary))
        #expect(sink.samples(.heartRate).count == 2500)
        // 2024-02-18 has no long_sleep and one period without hypnogram: its totals are kept.
        #expect(sink.samples(.sleepTotalInBed).map(\.value) == [182])
        #expect(sink.samples(.sleepTotalAsleep).isEmpty)
    }

    @Test("spreadsheet-damaged CSV: M/d/yyyy days read, damaged hypnograms reported, totals kept",
          .enabled(if: VendorRead.shared("oura") != nil, "needs ../shared/data/exports"))
    func sleepCSV() throws {
        let folder = "oura/2024-web-export-csv-spreadsheet-resaved/"
        let url = try #require(VendorRead.shared(folder + "oura_sleep_2024-12-17T01-12-53.csv"))
        let (format, sink) = try VendorRead.detectAndRead(url)
        #expect(format == .ouraCSV)
        #expect(sink.rejected.isEmpty, "a damaged hypnogram is a warning: the record is kept")
        #expect(!sink.warnings.isEmpty && sink.warnings.allSatisfy { $0.field == "sleep_phase_5_min" })
        #expect(!sink.segments.isEmpty)
        #expect(!sink.samples(.hrvRMSSD).isEmpty)
        #expect(sink.samples(.hrvRMSSD).map(\.localDay.description).first?.hasPrefix("2024-07") == true)
        let hr = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "oura_heart-rate_2024-12-17T01-13-44.csv"))).sink
        #expect(hr.samples(.heartRate).count == 3000)
        #expect(hr.samples(.heartRate).first?.start == utc("2024-07-11T09:01:31Z"))
    }

    @Test("fixture: omitted keys absent, nap never gives nightly values, bad period rejected")
    func fixture() throws {
        let (_, sink) = try VendorRead.detectAndRead(VendorRead.fixture("oura/oura_sleep.json"))
        #expect(sink.rejected.map(\.field) == ["bedtime_start"])
        #expect(sink.samples(.hrvRMSSD).map(\.value) == [48])
        #expect(sink.samples(.restingHeartRate).map(\.value) == [51])
        #expect(sink.samples(.respiratoryRate).isEmpty)
        // The afternoon period has no hypnogram: its totals span its window.
        #expect(sink.samples(.sleepTotalAsleep).map(\.value) == [20])
        #expect(sink.samples(.sleepTotalDeep).isEmpty)
        // Hypnogram clipped at bedtime_end: 3 chars = 15 min but the period lasts 12 min.
        #expect(sink.segments.reduce(0) { $0 + $1.duration } == 12 * 60)
        #expect(sink.samples(.heartRate).map(\.value) == [60, 58])
    }
}
