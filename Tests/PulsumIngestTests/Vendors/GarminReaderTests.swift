import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Garmin reader")
struct GarminReaderTests {
    static let root = "garmin/gdpr-export-2019-2024/DI_CONNECT/"

    @Test("UDS daily summaries: per-day offset and 23 h / 25 h days",
          .enabled(if: VendorRead.has(root + "DI-Connect-Aggregator/UDSFile_2024-01-31_2024-05-10.json"), "needs ../shared/data/exports"))
    func dailySummaries() throws {
        let url = try #require(VendorRead.shared(Self.root + "DI-Connect-Aggregator/UDSFile_2024-01-31_2024-05-10.json"))
        let (format, sink) = try VendorRead.detectAndRead(url)
        #expect(format == .garminJSON)
        #expect(sink.rejected.isEmpty)
        #expect(sink.samples(.steps).count == 99 && sink.samples(.restingHeartRate).count == 99)
        func steps(_ day: String) -> Sample? { sink.samples(.steps).first { $0.localDay.description == day } }
        let first = try #require(steps("2024-01-31"))
        #expect(first.value == 7803 && first.utcOffset == 3600 && first.start == utc("2024-01-30T23:00:00Z"))
        let travel = try #require(steps("2024-03-27"))
        let longDay: Int64 = 90_000
        #expect(travel.end - travel.start == longDay)
        #expect(steps("2024-03-28")?.utcOffset == 0)
        let summerTime = try #require(steps("2024-03-31"))
        let shortDay: Int64 = 82_800
        #expect(summerTime.end - summerTime.start == shortDay)
        let returnDay = try #require(steps("2024-04-07"))
        #expect(returnDay.end - returnDay.start == 23 * 3600 && returnDay.utcOffset == 3600)
        #expect(sink.samples.allSatisfy(DailySummary.isDailySummary))
        #expect(sink.samples(.restingHeartRate).first?.value == 47)
    }

    @Test("sleepData: stage totals in minutes, REM absent on old watches, no hypnogram",
          .enabled(if: VendorRead.has(root + "DI-Connect-Wellness/2019-09-14_2019-12-23_10000001_sleepData.json"), "needs ../shared/data/exports"))
    func sleep() throws {
        let recent = try VendorRead.detectAndRead(
            try #require(VendorRead.shared(Self.root + "DI-Connect-Wellness/2024-01-31_2024-05-10_10000001_sleepData.json"))).sink
        #expect(recent.rejected.isEmpty && recent.segments.isEmpty)
        let night = recent.samples.filter { $0.start == utc("2024-01-30T22:14:00Z") && $0.end == utc("2024-01-31T06:41:00Z") }
        let byMetric = Dictionary(night.map { ($0.metric, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(byMetric == [.sleepTotalDeep: 63, .sleepTotalLight: 350, .sleepTotalREM: 89, .sleepTotalAwake: 5,
                             .sleepTotalAsleep: 502])
        let breaths = try #require(recent.samples(.respiratoryRate).first)
        #expect(breaths.localDay.description == "2024-01-31" && breaths.value == 13)
        let old = try VendorRead.detectAndRead(
            try #require(VendorRead.shared(Self.root + "DI-Connect-Wellness/2019-09-14_2019-12-23_10000001_sleepData.json"))).sink
        #expect(old.samples(.sleepTotalREM).isEmpty)
        #expect(old.samples(.sleepTotalAsleep).count == 91)
        #expect(old.skipped["sleep window without stage totals"] == 2)
        #expect(old.samples(.respiratoryRate).isEmpty)
    }

    @Test("fixture: omitted keys, zero steps, malformed element and truncation")
    func fixture() throws {
        let sink = try VendorRead.detectAndRead(VendorRead.fixture("garmin/UDSFile_2024-01-01_2024-01-03.json"), offset: 7200).sink
        #expect(sink.samples(.steps).map(\.value) == [5000])
        #expect(sink.samples(.restingHeartRate).map(\.value) == [50, 52])
        // No wellness times on 2024-01-03: the configured zone's offset is used.
        #expect(sink.samples(.restingHeartRate).last?.utcOffset == 7200)
        #expect(sink.rejected.map(\.line) == [4])
        let url = VendorRead.fixture("garmin/truncated_sleepData.json")
        var partial = CollectingSink()
        #expect(throws: PulsumError.self) {
            try GarminJSONReader().read(path: url.path, options: ReadOptions(displayPath: "sleep.json"), into: &partial)
        }
        #expect(partial.samples(.sleepTotalDeep).map(\.value) == [60])
    }
}
