import Foundation
import Synchronization
import PulsumCohort
import PulsumCore
import PulsumTestSupport
import Testing

@testable import PulsumAgents

/// Lines reported through a `@Sendable` callback.
private final class Collected<T: Sendable>: Sendable {
    private let items = Mutex<[T]>([])
    func add(_ item: T) { items.withLock { $0.append(item) } }
    var all: [T] { items.withLock { $0 } }
}

@Suite("Cohort import and sharded nightly")
struct CohortTests {
    static let study = TestPaths.fixture("cohort/fitabase").path
    static let onePerson = TestPaths.fixture("canonical/mixed.csv").path

    /// A cohort with the three Fitabase participants and one one-person export imported.
    static func importedCohort() async throws -> Cohort {
        let cohort = Cohort(url: try TestPaths.temporaryDirectory("pulsum-cohort").appendingPathComponent("study"))
        _ = try await cohort.importExports(paths: [study, onePerson])
        return cohort
    }

    @Test("a study export is split into one data folder per participant; a one-person export gets its own")
    func importSplits() async throws {
        let cohort = Cohort(url: try TestPaths.temporaryDirectory("pulsum-cohort").appendingPathComponent("study"))
        let lines = Collected<PersonImportReport>()
        let reports = try await cohort.importExports(paths: [Self.study, Self.onePerson]) { lines.add($0) }
        #expect(lines.all == reports)
        let manifest = try cohort.folder.loadManifest()
        #expect(Set(manifest.people.keys) == [.participant("1503960366"), .participant("1624580081"),
                                             .participant("1927972279"), .export("mixed.csv")])
        #expect(reports.count == 4 && reports.allSatisfy { $0.status == .imported && $0.added > 0 })
        let folders = try FileManager.default.contentsOfDirectory(atPath: cohort.folder.peopleURL.path).sorted()
        #expect(folders == manifest.personIDs.map(\.rawValue))
        // The participant with two days of steps and two nights: 2 + 2×2 samples, nobody else's.
        let first = try #require(manifest.people[.participant("1503960366")])
        #expect(reports.first { $0.person == first.rawValue }?.added == 6)

        let again = try await cohort.importExports(paths: [Self.study, Self.onePerson])
        #expect(try cohort.folder.loadManifest() == manifest)
        #expect(again.allSatisfy { $0.status == .imported && $0.added == 0 })
    }

    @Test("every person is scored by exactly one shard; one busy person does not stop the others")
    func shardedNightly() async throws {
        let cohort = try await Self.importedCohort()
        let everyone = try cohort.folder.loadManifest().personIDs.map(\.rawValue)
        let night = try #require(LocalDate(iso: "2024-03-04"))
        for count in [1, 2, 3] {
            var seen: [String] = []
            for index in 0..<count {
                let lines = Collected<PersonNightlyReport>()
                let summary = try await cohort.nightly(shard: try Shard(index: index, count: count), asOf: night) { lines.add($0) }
                #expect(summary.people == lines.all.count && summary.succeeded)
                #expect(summary.scored + summary.noScore == summary.people)
                seen += lines.all.map(\.person)
            }
            #expect(seen.sorted() == everyone)
        }

        let held = try cohort.folder.dataFolder(of: try PersonID(everyone[0])).lock()
        let lines = Collected<PersonNightlyReport>()
        let summary = try await cohort.nightly(shard: .whole, asOf: night) { lines.add($0) }
        withExtendedLifetime(held) {}
        #expect(summary.failed == 1 && summary.people == everyone.count)
        #expect(lines.all.map(\.status).filter { $0 == .busy }.count == 1)
        #expect(lines.all.allSatisfy { $0.status == .busy || $0.scoredDays == 0 })
    }

    @Test("a person listed in the manifest without data is reported, not fatal")
    func personWithoutData() async throws {
        let url = try TestPaths.temporaryDirectory("pulsum-cohort").appendingPathComponent("study")
        let cohort = Cohort(url: url)
        try cohort.folder.prepare()
        try Data("person,source\nS001,export:not-yet-delivered\n".utf8).write(to: cohort.folder.manifestURL)
        let lines = Collected<PersonNightlyReport>()
        let summary = try await cohort.nightly(shard: .whole, asOf: LocalDate(dayNumber: 20_000)) { lines.add($0) }
        #expect(summary.noScore == 1 && summary.succeeded)
        #expect(lines.all.first?.reason?.contains("no data imported yet") == true)
    }
}

@Suite("Several participants as a failure")
struct SeveralParticipantsReportTests {
    @Test("refusing to merge people is a usage error with the two ways on as a hint")
    func report() {
        let several = FailureReport(PulsumError.severalParticipants(path: "x", participants: ["1", "2"]))
        #expect(several.status == .usage && several.hint == .oneParticipantOrCohort)
        let unknown = FailureReport(PulsumError.unknownParticipant(path: "x", participant: "3", known: ["1", "2"]))
        #expect(unknown.status == .usage && unknown.hint == nil)
        #expect(FailureReport(PulsumError.unknownParticipant(path: "x", participant: "3", known: [])).hint == .dropParticipant)
    }
}
