import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Fitbit readers")
struct FitbitReaderTests {
    static let archive = "fitbit/2015-2018-fitbit-com-user-site-export/user-site-export/"

    @Test("account-archive heart rate: UTC times, every reading kept",
          .enabled(if: VendorRead.has(archive + "heart_rate/heart_rate-2017-01-11.json"), "needs ../shared/data/exports"))
    func archiveHeartRate() throws {
        let url = try #require(VendorRead.shared(Self.archive + "heart_rate/heart_rate-2017-01-11.json"))
        let (format, sink) = try VendorRead.detectAndRead(url, offset: 11 * 3600)
        #expect(format == .fitbitIntradayJSON)
        let hr = sink.samples(.heartRate)
        #expect(hr.count == 8709)
        #expect(sink.rejected.isEmpty)
        // The file of local 2017-01-11 (UTC+11) starts 2017-01-10 13:00 UTC = local midnight.
        #expect(hr.first?.start == utc("2017-01-10T13:00:00Z"))
        #expect(Set(hr.map(\.localDay.description)) == ["2017-01-11"])
        let mean = hr.reduce(0) { $0 + $1.value } / Double(hr.count)
        #expect(abs(mean - 63.4576) < 0.001)
        #expect(hr.map(\.value).min() == 42 && hr.map(\.value).max() == 187)
    }

    @Test("account-archive resting HR: 0.0 placeholders are absent, not zero",
          .enabled(if: VendorRead.has(archive + "resting_heart_rate/resting_heart_rate-2017-05-16.json"), "needs ../shared/data/exports"))
    func archiveRestingHeartRate() throws {
        let url = try #require(VendorRead.shared(Self.archive + "resting_heart_rate/resting_heart_rate-2017-05-16.json"))
        let (_, sink) = try VendorRead.detectAndRead(url, offset: 10 * 3600)
        let rhr = sink.samples(.restingHeartRate)
        #expect(rhr.count == 285)
        #expect(sink.skipped["resting heart rate missing (0.0)"] == 80)
        #expect(rhr.allSatisfy { $0.value > 0 && DailySummary.isDailySummary($0) })
        #expect(rhr.first?.localDay.description == "2017-05-16")
        #expect(abs((rhr.first?.value ?? 0) - 63.6535) < 0.001)
    }

    @Test("account-archive steps: string values summed per minute",
          .enabled(if: VendorRead.has(archive + "steps/steps-2017-11-02.json"), "needs ../shared/data/exports"))
    func archiveSteps() throws {
        let url = try #require(VendorRead.shared(Self.archive + "steps/steps-2017-11-02.json"))
        let (_, sink) = try VendorRead.detectAndRead(url)
        #expect(sink.samples(.steps).count == 356)
        #expect(sink.samples(.steps).reduce(0) { $0 + $1.value } == 1180)
    }

    @Test("sleep logs: shortData wakes are cut out, totals match Fitbit's minutesAsleep",
          .enabled(if: VendorRead.has("fitbit/2023-google-takeout/Sleep/sleep-2023-01-17.json", archive + "sleep/sleep-2018-05-01.json"), "needs ../shared/data/exports"))
    func sleepLogs() throws {
        let takeout = try #require(VendorRead.shared("fitbit/2023-google-takeout/Sleep/sleep-2023-01-17.json"))
        let (format, sink) = try VendorRead.detectAndRead(takeout)
        #expect(format == .fitbitSleepJSON)
        #expect(sink.rejected.isEmpty)
        // 2023-02-02 main sleep 03:42:30–12:34:30 local: Fitbit says 460 min asleep, 72 awake.
        let night = sink.segments.filter { $0.start >= utc("2023-02-02T03:42:30Z") && $0.end <= utc("2023-02-02T12:34:30Z") }
        let asleep = night.filter(\.stage.isAsleep).reduce(0) { $0 + $1.duration } / 60
        let awake = night.filter { $0.stage == .awake }.reduce(0) { $0 + $1.duration } / 60
        #expect(asleep == 460)
        #expect(awake == 72)
        // No two segments of a night overlap after the shortData cut.
        let sorted = night.sorted { $0.start < $1.start }
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.end <= $1.start })

        let archive = try #require(VendorRead.shared(Self.archive + "sleep/sleep-2018-05-01.json"))
        let older = try VendorRead.detectAndRead(archive).sink
        #expect(older.asleepMinutes(from: utc("2018-05-16T02:49:00Z"), to: utc("2018-05-16T09:40:30Z")) == 378)
        // Classic log of 2018-05-17: 177 min asleep, restless counted as awake.
        #expect(older.asleepMinutes(from: utc("2018-05-17T00:06:00Z"), to: utc("2018-05-17T03:22:30Z")) == 177)
    }

    @Test("sleep fixture: overlapping short wakes, duplicate classic night, nap, bad log")
    func sleepFixture() throws {
        let (_, sink) = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/sleep-2020-01-01.json"), offset: 3600)
        #expect(sink.skipped["classic log of a night also logged with stages"] == 1)
        #expect(sink.rejected.map(\.field) == ["startTime"])
        let night = sink.stageMinutes()
        #expect(night[.core] == 57)
        #expect(night[.deep] == 58)
        #expect(night[.asleepUnspecified] == 25)
        #expect(night[.awake] == 10)
        #expect(sink.segments.allSatisfy { $0.utcOffset == 3600 })
        #expect(sink.segments.map(\.start).min() == utc("2020-01-01T23:00:00+01:00"))
    }

    @Test("resting HR and steps fixtures: null/0.0 absent, string counts, bad rows rejected")
    func archiveFixtures() throws {
        let rhr = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/resting_heart_rate-2020-01-01.json"), offset: -5 * 3600).sink
        #expect(rhr.samples(.restingHeartRate).map(\.value) == [58.5, 61])
        #expect(rhr.samples(.restingHeartRate).map(\.localDay.description) == ["2020-01-01", "2020-01-04"])
        #expect(rhr.samples(.restingHeartRate).first?.start == utc("2020-01-01T00:00:00-05:00"))
        let steps = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/steps-2020-01-01.json")).sink
        #expect(steps.samples(.steps).map(\.value) == [12, 30])
        #expect(steps.rejected.map(\.field) == ["value", "dateTime"])
    }

    @Test("truncated intraday file: typed error, bad element rejected first")
    func truncatedIntraday() throws {
        let url = VendorRead.fixture("fitbit/heart_rate-truncated.json")
        let reader = try #require(try FormatDetector().reader(for: url.path))
        var sink = CollectingSink()
        #expect(throws: PulsumError.self) {
            try reader.read(path: url.path, options: ReadOptions(displayPath: "hr.json"), into: &sink)
        }
        #expect(sink.samples.map(\.value) == [63])
        #expect(sink.rejected.count == 1)
        #expect(sink.skipped["heart rate without value"] == 1)
    }

    @Test("Takeout HRV and respiratory CSVs", .enabled(if: VendorRead.has("fitbit/2023-google-takeout/Sleep/sleep_score.csv"), "needs ../shared/data/exports"))
    func takeoutCSVs() throws {
        let folder = "fitbit/2023-google-takeout/Sleep/"
        let daily = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "Daily Heart Rate Variability Summary - 2023-01-19.csv")))
        #expect(daily.format == .fitbitTakeoutCSV)
        #expect(daily.sink.samples(.hrvRMSSD).map(\.value) == [43.735])
        #expect(daily.sink.samples(.hrvRMSSD).first.map(DailySummary.isDailySummary) == true)
        let zero = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "Daily Heart Rate Variability Summary - 2023-01-22.csv")))
        #expect(zero.sink.samples.isEmpty)  // rmssd 0.0 = not measured
        let details = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "Heart Rate Variability Details - 2023-01-19.csv"))).sink
        #expect(details.samples(.hrvRMSSD).first?.value == 60.103)
        #expect(details.samples(.hrvRMSSD).first?.start == utc("2023-01-19T03:55:00Z"))
        #expect(details.samples(.hrvRMSSD).allSatisfy { $0.end - $0.start == 300 })
        let respiratory = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "Respiratory Rate Summary - 2023-01-18.csv"))).sink
        #expect(respiratory.samples(.respiratoryRate).count == 12)
        #expect(respiratory.samples(.respiratoryRate).prefix(2).map(\.value) == [15.4, 16.6])
        let dailyRR = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "Daily Respiratory Rate Summary - 2023-01-19.csv"))).sink
        #expect(dailyRR.samples(.respiratoryRate).map(\.value) == [15.4])
        let score = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "sleep_score.csv"))).sink
        #expect(score.samples(.restingHeartRate).first?.localDay.description == "2023-02-02")
        #expect(score.samples(.restingHeartRate).first?.value == 63)
        #expect(try FormatDetector().reader(for: try #require(VendorRead.shared(folder + "Daily SpO2 - 2023-01-18-2023-02-02.csv")).path) == nil)
    }

    @Test("Takeout fixtures: 0.0 and empty are absent, text rejected, header-only file is empty")
    func takeoutFixtures() throws {
        let daily = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/Daily Heart Rate Variability Summary - 2023-01-19.csv")).sink
        #expect(daily.samples.map(\.value) == [43.735])
        #expect(daily.rejected.map(\.line) == [5])
        let empty = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/Heart Rate Variability Details - 2023-01-18.csv")).sink
        #expect(empty.samples.isEmpty && empty.rejected.isEmpty)
    }

    @Test("Fitabase: AM/PM local times, duplicate rows dropped, 0-step day absent",
          .enabled(if: VendorRead.has("fitbit/2016-fitabase-kaggle-mturk/heartrate_seconds_merged.csv"), "needs ../shared/data/exports"))
    func fitabaseShared() throws {
        let folder = "fitbit/2016-fitabase-kaggle-mturk/"
        let daily = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "dailyActivity_merged.csv"))).sink
        let first = try #require(daily.samples(.steps).first)
        #expect(first.value == 13162 && first.localDay.description == "2016-04-12")
        #expect(first.source.deviceModel == "participant 1503960366")
        #expect(daily.rejected.isEmpty)
        let sleep = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "sleepDay_merged.csv"))).sink
        #expect(sleep.skipped["duplicate row"] == 3)
        let hourly = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "hourlySteps_merged.csv"))).sink
        #expect(hourly.rejected.isEmpty && hourly.samples(.steps).count == 480)
        let hr = try VendorRead.detectAndRead(try #require(VendorRead.shared(folder + "heartrate_seconds_merged.csv"))).sink
        #expect(hr.rejected.isEmpty && hr.samples(.heartRate).count == 3000)
    }

    @Test("Fitabase fixtures: midnight/noon AM-PM, duplicates, impossible date")
    func fitabaseFixtures() throws {
        let sleep = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/sleepDay_merged.csv")).sink
        #expect(sleep.skipped["duplicate row"] == 1)
        #expect(sleep.samples(.sleepTotalAsleep).map(\.value) == [400])
        #expect(sleep.samples(.sleepTotalInBed).map(\.value) == [420, 430])
        #expect(sleep.samples.allSatisfy { $0.start == $0.end })
        #expect(sleep.samples.map { SleepTotal.wakeDay(of: $0).description } == ["2016-05-05", "2016-05-05", "2016-05-06"])
        let daily = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/dailyActivity_merged.csv")).sink
        #expect(daily.samples(.steps).map(\.value) == [13162])
        #expect(daily.skipped["day without steps (tracker not worn)"] == 1)
        #expect(daily.rejected.map(\.field) == ["activitydate"])
        let hr = try VendorRead.detectAndRead(VendorRead.fixture("fitbit/heartrate_seconds_merged.csv"), offset: -7 * 3600).sink
        #expect(hr.samples.map(\.start) == [utc("2016-04-12T00:01:05-07:00"), utc("2016-04-12T12:30:00-07:00"),
                                            utc("2016-04-12T13:15:00-07:00")])
    }
}
