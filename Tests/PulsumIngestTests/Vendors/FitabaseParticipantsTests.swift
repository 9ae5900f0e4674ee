import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

/// A study export holds several people: the reader lists them, reads one at a time, and an
/// import into one data folder is refused before anything is read.
@Suite("Fitabase participants")
struct FitabaseParticipantsTests {
    static let fixtureFolder = TestPaths.fixture("cohort/fitabase")
    static let sharedFolder = "fitbit/2016-fitabase-kaggle-mturk"

    @Test("the fixture's files list their participants; one participant is read alone")
    func fixtureParticipants() throws {
        let daily = Self.fixtureFolder.appendingPathComponent("dailyActivity_merged.csv").path
        #expect(try FormatDetector().participants(in: daily) == ["1503960366", "1624580081", "1927972279"])
        var sink = CollectingSink()
        try FitabaseReader().read(path: daily, options: ReadOptions(displayPath: "daily", participant: "1624580081"),
                                  into: &sink)
        #expect(sink.samples.map(\.value) == [8163, 7007])
        #expect(sink.samples.allSatisfy { $0.source.deviceModel == "participant 1624580081" })
        #expect(sink.skipped["row of another participant"] == 4)
    }

    @Test("a one-person file has no participants")
    func onePersonFormat() throws {
        #expect(try FormatDetector().participants(in: TestPaths.fixture("canonical/mixed.csv").path).isEmpty)
    }

    @Test("importing a study folder into one data folder is refused, naming every participant")
    func refusedWithoutParticipant() throws {
        let folder = Self.fixtureFolder.path
        #expect(throws: PulsumError.severalParticipants(path: folder, participants: ["1503960366", "1624580081", "1927972279"])) {
            try FormatDetector().checkOnePerson(paths: [folder], participant: nil)
        }
        let message = PulsumError.severalParticipants(path: folder, participants: ["11", "22"]).description
        #expect(message.contains("2 participants (11, 22)") && message.contains("nothing was imported"))
        try FormatDetector().checkOnePerson(paths: [folder], participant: "1927972279")
        #expect(throws: PulsumError.unknownParticipant(path: folder, participant: "42",
                                                       known: ["1503960366", "1624580081", "1927972279"])) {
            try FormatDetector().checkOnePerson(paths: [folder], participant: "42")
        }
    }

    @Test("files that each hold one different person are still several people")
    func onePersonPerFileIsStillSeveral() throws {
        let files = ["dailyActivity_merged.csv", "heartrate_seconds_merged.csv", "sleepDay_merged.csv"]
            .map { TestPaths.fixture("vendors/fitbit/\($0)").path }
        #expect(throws: PulsumError.self) { try FormatDetector().checkOnePerson(paths: files, participant: nil) }
        try FormatDetector().checkOnePerson(paths: [files[0]], participant: nil)
    }

    @Test("the shared Fitabase sample: 33 people, refused whole, each read alone",
          .enabled(if: TestPaths.shared("data/exports/\(sharedFolder)") != nil, "needs ../shared/data/exports"))
    func sharedSample() throws {
        let folder = try #require(TestPaths.shared("data/exports/\(Self.sharedFolder)")).path
        let files = try FormatDetector().participantFiles(under: [folder])
        #expect(files.count == 33)
        #expect(throws: PulsumError.self) { try FormatDetector().checkOnePerson(paths: [folder], participant: nil) }
        // The night of 2016-04-12 held 4,995 "nap" minutes when everyone was read as one person;
        // read alone, the participant with the longest sleep that day has one night.
        let sleep = folder + "/sleepDay_merged.csv"
        var everyone = CollectingSink()
        try FitabaseReader().read(path: sleep, options: ReadOptions(displayPath: "sleep"), into: &everyone)
        let firstNight = everyone.samples(.sleepTotalAsleep).filter { $0.localDay.description == "2016-04-12" }
        #expect(firstNight.reduce(0) { $0 + $1.value } > 24 * 60)
        for id in try #require(files.keys.sorted().first.map { [$0] }) + ["1927972279"] {
            var one = CollectingSink()
            try FitabaseReader().read(path: sleep, options: ReadOptions(displayPath: "sleep", participant: id), into: &one)
            let nights = one.samples(.sleepTotalAsleep).filter { $0.localDay.description == "2016-04-12" }
            #expect(nights.count <= 1 && nights.allSatisfy { $0.value < 24 * 60 })
        }
    }
}
