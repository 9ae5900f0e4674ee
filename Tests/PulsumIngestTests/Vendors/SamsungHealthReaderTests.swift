import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Samsung Health reader")
struct SamsungHealthReaderTests {
    static let folder = "samsung-health/2019-2025-export/"

    @Test("heart rate: BOM, metadata line, prefixed columns, UTC + time_offset",
          .enabled(if: VendorRead.shared("samsung-health") != nil, "needs ../shared/data/exports"))
    func heartRate() throws {
        let (format, sink) = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.folder + "Heart Rate.csv")))
        #expect(format == .samsungHealthCSV)
        #expect(sink.rejected.isEmpty)
        #expect(sink.samples(.heartRate).count == 600)
        let first = try #require(sink.samples(.heartRate).first)
        #expect(first.value == 82 && first.start == utc("2025-02-19T23:50:29Z") && first.utcOffset == -5 * 3600)
        // High-HR alerts are not regular readings: the alert table is not read.
        #expect(try FormatDetector().reader(for: try #require(VendorRead.shared(Self.folder + "Heartrate.csv")).path) == nil)
    }

    @Test("sleep stages 40001–40004 and sessions as in-bed",
          .enabled(if: VendorRead.shared("samsung-health") != nil, "needs ../shared/data/exports"))
    func sleep() throws {
        let stages = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.folder + "Sleep Stage.csv"))).sink
        #expect(stages.rejected.isEmpty && stages.segments.count == 431)
        // Session 2025-02-22 05:27–12:31 UTC (00:27–07:31 at UTC−05:00).
        let night = stages.segments.filter { $0.start >= utc("2025-02-22T05:27:00Z") && $0.end <= utc("2025-02-22T12:31:00Z") }
        let minutes = night.reduce(into: [SleepStage: Double]()) { $0[$1.stage, default: 0] += Double($1.duration) / 60 }
        #expect(minutes == [.core: 213, .awake: 38, .deep: 73.5, .rem: 99.5])
        let sessions = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.folder + "Sleep.csv"))).sink
        #expect(sessions.rejected.isEmpty && sessions.segments.count == 101)
        #expect(sessions.segments.allSatisfy { $0.stage == .inBed })
    }

    @Test("steps: merged row −2 only; repeated pedometer days counted once",
          .enabled(if: VendorRead.shared("samsung-health") != nil, "needs ../shared/data/exports"))
    func steps() throws {
        let trend = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.folder + "Step Daily Trend.csv")), offset: -4 * 3600).sink
        #expect(trend.samples(.steps).count == 46)
        #expect(trend.skipped["per-device step row (Samsung's merged row is used)"] == 89)
        let first = try #require(trend.samples(.steps).first)
        #expect(first.localDay.description == "2025-10-03" && first.value == 15329 && first.utcOffset == -4 * 3600)
        let pedometer = try VendorRead.detectAndRead(try #require(VendorRead.shared(Self.folder + "Pedometer Day summary.csv"))).sink
        #expect(pedometer.samples(.steps).count == 297)
        #expect(pedometer.skipped["day repeated under another device"] == 103)
    }

    @Test("fixture: trailing commas, unknown stage code, bad offset, zero steps")
    func fixture() throws {
        let stages = try VendorRead.detectAndRead(VendorRead.fixture("samsung/com.samsung.health.sleep_stage.csv")).sink
        #expect(stages.segments.map(\.stage) == [.core, .rem])
        let first = try #require(stages.segments.first)
        #expect(first.start == utc("2025-01-01T20:00:00Z") && first.utcOffset == 19800)
        #expect(stages.rejected.map(\.field) == ["stage", "time_offset"])
        let trend = try VendorRead.detectAndRead(VendorRead.fixture("samsung/com.samsung.shealth.step_daily_trend.csv")).sink
        #expect(trend.samples(.steps).map(\.value) == [10256])
    }
}
