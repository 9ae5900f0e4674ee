import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Google Fit readers")
struct GoogleFitReaderTests {
    static let takeout = "google-fit/2025-takeout-phone-only/Takeout/Fit/"

    @Test("daily activity metrics: steps and optional average HR as daily summaries",
          .enabled(if: VendorRead.has("google-fit/2021-2023-daily-metrics-with-heart-rate/Daily activity metrics.csv"), "needs ../shared/data/exports"))
    func dailyMetrics() throws {
        let url = try #require(VendorRead.shared(Self.takeout + "Daily activity metrics/Daily activity metrics.csv"))
        let (format, phone) = try VendorRead.detectAndRead(url, offset: 19800)
        #expect(format == .googleFitCSV)
        #expect(phone.rejected.isEmpty && phone.samples(.heartRate).isEmpty)
        #expect(phone.samples(.steps).count == 25)
        let first = try #require(phone.samples(.steps).first)
        #expect(first.localDay.description == "2025-01-29" && first.value == 3952
                && first.start == utc("2025-01-29T00:00:00+05:30"))
        let wearable = try VendorRead.detectAndRead(
            try #require(VendorRead.shared("google-fit/2021-2023-daily-metrics-with-heart-rate/Daily activity metrics.csv"))).sink
        #expect(wearable.rejected.isEmpty)
        #expect(wearable.samples(.steps).count == 382)
        #expect(wearable.samples(.heartRate).count == 58)
        let hr = try #require(wearable.samples(.heartRate).first { $0.localDay.description == "2022-12-29" })
        #expect(abs(hr.value - 89.63898) < 0.0001 && DailySummary.isDailySummary(hr))
    }

    @Test("per-day 15-minute buckets: date from the file name, own offset",
          .enabled(if: VendorRead.has(takeout + "Daily activity metrics/2025-02-10.csv"), "needs ../shared/data/exports"))
    func buckets() throws {
        let sink = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.takeout + "Daily activity metrics/2025-02-10.csv"))).sink
        #expect(sink.rejected.isEmpty)
        #expect(sink.samples(.steps).count == 21 && sink.samples(.steps).reduce(0) { $0 + $1.value } == 4508)
        #expect(sink.samples(.steps).allSatisfy { $0.end - $0.start == 900 && $0.utcOffset == 19800 })
        #expect(Set(sink.samples.map(\.localDay.description)) == ["2025-02-10"])
    }

    @Test("raw streams: nanosecond times exact, only merge_step_deltas counted",
          .enabled(if: VendorRead.has(takeout + "All Data/derived_com.google.step_count.delta_com.google.json"), "needs ../shared/data/exports"))
    func streams() throws {
        var total = 0.0
        for suffix in ["", "(1)", "(2)"] {
            let url = try #require(VendorRead.shared(Self.takeout + "All Data/derived_com.google.step_count.delta_com.google\(suffix).json"))
            let (format, sink) = try VendorRead.detectAndRead(url)
            #expect(format == .googleFitJSON)
            #expect(sink.rejected.isEmpty)
            total += sink.samples(.steps).reduce(0) { $0 + $1.value }
            if suffix == "(2)" {
                #expect(sink.samples(.steps).count == 400)
                #expect(sink.samples(.steps).first?.start == 1_738_156_698)
            } else {
                #expect(sink.samples.isEmpty && sink.skipped["step stream duplicating merge_step_deltas"] == 400)
            }
        }
        #expect(total == 28419)
        let empty = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.takeout + "All Data/derived_com.google.sleep.segment_com.google.an.json"))).sink
        #expect(empty.samples.isEmpty && empty.segments.isEmpty && empty.rejected.isEmpty)
    }

    @Test("fixture: sleep codes, fpVal heart rate, 19-digit times, bad point")
    func fixture() throws {
        let sleep = try VendorRead.detectAndRead(VendorRead.fixture("google-fit/derived_com.google.sleep.segment.json")).sink
        #expect(sleep.segments.map(\.stage) == [.core, .deep, .rem, .awake])
        #expect(sleep.segments.first?.start == 1_700_000_000)
        #expect(sleep.skipped["sleep segment out of bed or unknown"] == 1)
        let hr = try VendorRead.detectAndRead(VendorRead.fixture("google-fit/derived_com.google.heart_rate.bpm.json")).sink
        #expect(hr.samples(.heartRate).map(\.value) == [61.5])
        #expect(hr.rejected.count == 1)
        let daily = try VendorRead.detectAndRead(VendorRead.fixture("google-fit/Daily activity metrics.csv")).sink
        #expect(daily.samples(.steps).map(\.value) == [120, 0.0003003003003003003])
        #expect(daily.samples(.heartRate).map(\.value) == [70])
    }
}
