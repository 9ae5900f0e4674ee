import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("WHOOP reader")
struct WhoopReaderTests {
    @Test("cycles: nightly values on the wake day in the cycle's own zone",
          .enabled(if: VendorRead.has("whoop/2024-export-A/physiological_cycles.csv"), "needs ../shared/data/exports"))
    func cycles() throws {
        let url = try #require(VendorRead.shared("whoop/2024-export-A/physiological_cycles.csv"))
        let (format, sink) = try VendorRead.detectAndRead(url)
        #expect(format == .whoopCSV)
        #expect(sink.rejected.isEmpty)
        #expect(sink.samples(.restingHeartRate).count == 171)
        #expect(sink.samples(.hrvRMSSD).count == 171)
        #expect(sink.skipped["cycle without scored sleep"] == 2)
        // Open cycle (newest, first row): wake 2024-06-24 05:44:09 at UTC−04:00.
        let rhr = sink.samples(.restingHeartRate)
        let newest = try #require(rhr.first)
        #expect(newest.localDay.description == "2024-06-24" && newest.value == 77 && newest.utcOffset == -4 * 3600)
        #expect(sink.samples(.hrvRMSSD).first?.value == 16)
        // The UTC+01:00 trip night.
        #expect(rhr.contains { $0.localDay.description == "2024-06-16" && $0.value == 87 && $0.utcOffset == 3600 })
        let asleep = try #require(sink.samples(.sleepTotalAsleep).first)
        #expect(asleep.value == 504 && asleep.start == utc("2024-06-23T20:24:26-04:00")
                && asleep.end == utc("2024-06-24T05:44:09-04:00"))
    }

    @Test("sleeps: naps are extra periods without nightly values",
          .enabled(if: VendorRead.has("whoop/2024-2025-export-B/sleeps.csv"), "needs ../shared/data/exports"))
    func sleeps() throws {
        let url = try #require(VendorRead.shared("whoop/2024-2025-export-B/sleeps.csv"))
        let sink = try VendorRead.detectAndRead(url).sink
        #expect(sink.rejected.isEmpty)
        #expect(sink.samples(.respiratoryRate).count == 364)
        #expect(sink.samples(.sleepTotalAsleep).count == 408)
        let offsets: Set<Int32> = [-28_800, -25_200, 32_400]
        #expect(Set(sink.samples.map(\.utcOffset)) == offsets)
        // 2024-11-13: night 03:48–08:19 (230 min asleep) and an evening nap (122 min).
        let date = try #require(LocalDate(iso: "2024-11-13"))
        let day = try #require(SleepTotal.dailyMinutes(sink.samples)[date])
        #expect(day[.sleepAsleep] == 230 && day[.sleepInBed] == 266 && day[.sleepDeep] == 36 && day[.nap] == 122)
        let workouts = VendorRead.shared("whoop/2024-export-A/workouts.csv")
        #expect(try workouts.map { try FormatDetector().reader(for: $0.path) == nil } ?? true)
    }

    @Test("fixture: empty cells absent, bad zone and times rejected")
    func fixture() throws {
        let sink = try VendorRead.detectAndRead(VendorRead.fixture("whoop/sleeps.csv")).sink
        #expect(sink.rejected.map(\.field) == ["Cycle timezone", "Sleep onset"])
        #expect(sink.samples(.respiratoryRate).map(\.value) == [14.2])
        #expect(sink.samples(.sleepTotalAsleep).map(\.value) == [400, 30])
        #expect(sink.samples(.sleepTotalREM).map(\.value) == [90])
    }
}
