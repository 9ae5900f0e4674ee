import Foundation
import GRDB
import PulsumCore
import PulsumStore
import PulsumTestSupport
import Testing

@testable import PulsumAgents

/// A fresh database in a temporary folder with a DataAgent on it.
private func makeAgent() throws -> (DataAgent, PulsumDatabase) {
    let folder = try TestPaths.temporaryDirectory("pulsum-apple")
    let database = try PulsumDatabase(path: folder.appendingPathComponent("pulsum.sqlite").path)
    return (DataAgent(database: database), database)
}

private func fixture(_ name: String) -> String { TestPaths.fixture("apple/\(name)").path }

private func summaries(_ outcomes: [DataAgent.FileOutcome]) -> [ImportSummary] {
    outcomes.compactMap { outcome in
        if case let .imported(summary) = outcome { return summary }
        return nil
    }
}

private func days(_ database: PulsumDatabase) throws -> [String: [DailyMetricKey: Double]] {
    Dictionary(uniqueKeysWithValues: try database.dailyMetrics().map { ($0.date.description, $0.values) })
}

@Suite("Apple Health import, end to end")
struct AppleIngestTests {
    @Test("exact duplicates are dropped; importing the same export again adds nothing and changes no day")
    func idempotent() async throws {
        let (agent, database) = try makeAgent()
        let first = summaries(try await agent.ingest(paths: [fixture("duplicates.xml")]))
        #expect(first.map(\.added) == [2])
        #expect(first.map(\.duplicates) == [2])
        let before = try days(database)
        #expect(before["2024-01-10"]?[.heartRateMean] == 62)
        let again = summaries(try await agent.ingest(paths: [fixture("duplicates.xml")]))
        #expect(again.map(\.added) == [0])
        #expect(again.first?.touchedDays.isEmpty == true)
        #expect(try days(database) == before)
        #expect(try database.counts().samples == 2)
    }

    @Test("a later export that repeats everything adds only the new record and touches only its days")
    func laterExport() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("duplicates.xml")])
        let before = try days(database)
        let later = try #require(summaries(try await agent.ingest(paths: [fixture("later-export.xml")])).first)
        #expect(later.added == 1)
        #expect(later.touchedDays == [LocalDate(year: 2024, month: 1, day: 12)!])
        let after = try days(database)
        #expect(after["2024-01-10"] == before["2024-01-10"])
        #expect(after["2024-01-12"]?[.heartRateMean] == 70)
    }

    @Test("phone + watch overlap: steps are not doubled (raw data keeps both sources)")
    func overlap() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("phone-watch-overlap.xml")])
        #expect(try days(database)["2024-01-10"]?[.steps] == 6240)
        #expect(try database.counts().samples == 18)
    }

    @Test("a day with the watch off counts the phone's steps")
    func watchOff() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("watch-off.xml")])
        let stored = try days(database)
        #expect(stored["2024-01-10"]?[.steps] == 3200)
        #expect(stored["2024-01-11"]?[.steps] == 2500)
    }

    @Test("--source-priority changes which source counts, and recomputes every day")
    func sourcePriority() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("watch-off.xml")])
        var options = IngestOptions()
        options.sourcePriority = try SourcePriority(parsing: "phone,watch")
        _ = try await agent.ingest(paths: [fixture("watch-off.xml")], options: options)
        #expect(try days(database)["2024-01-10"]?[.steps] == 3000)
    }

    @Test("sleep crossing midnight lands on the wake day; the iPhone in-bed span is not a nap")
    func sleepCrossingMidnight() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("sleep-midnight.xml")])
        let stored = try days(database)
        #expect(stored["2024-01-10"] == nil)
        let wakeDay = try #require(stored["2024-01-11"])
        #expect(wakeDay[.sleepAsleep] == 430)  // 120 core + 60 deep + 100 REM + 150 core
        #expect(wakeDay[.sleepCore] == 270)
        #expect(wakeDay[.sleepDeep] == 60)
        #expect(wakeDay[.sleepREM] == 100)
        #expect(wakeDay[.sleepAwake] == 20)
        #expect(wakeDay[.sleepInBed] == 510)  // the iPhone's 22:45-07:15 beside the Watch's stages
        #expect(wakeDay[.nap] == 0)
    }

    @Test("a nap is reported separately from the main sleep")
    func nap() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("nap.xml")])
        let wakeDay = try #require(try days(database)["2024-01-11"])
        #expect(wakeDay[.sleepAsleep] == 420)
        #expect(wakeDay[.nap] == 40)
    }

    @Test("HKTimeZone and DST decide the day")
    func timeZones() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("timezone.xml"), fixture("dst.xml")])
        let stored = try days(database)
        #expect(stored["2024-01-09"]?[.heartRateMean] == 58)
        #expect(stored["2024-01-10"]?[.heartRateMean] == 60)
        #expect(stored["2024-03-31"]?[.heartRateMean] == 60)
        #expect(stored["2024-04-01"]?[.heartRateMean] == 80)
    }

    @Test("malformed records are counted as rejected and the import goes on; --strict stops and keeps nothing")
    func malformed() async throws {
        let (agent, database) = try makeAgent()
        let summary = try #require(summaries(try await agent.ingest(paths: [fixture("malformed.xml")])).first)
        #expect(summary.rejected == 7)
        #expect(summary.added == 1)
        let (strictAgent, strictDatabase) = try makeAgent()
        await #expect(throws: PulsumError.self) {
            try await strictAgent.ingest(paths: [fixture("malformed.xml")], options: IngestOptions(strict: true))
        }
        #expect(try strictDatabase.counts().samples == 0)
        #expect(try database.counts().samples == 1)
    }

    @Test("a truncated file gives a clear error and nothing of it is committed")
    func truncatedNothingCommitted() async throws {
        let (agent, database) = try makeAgent()
        for name in ["truncated.xml", "truncated-between-records.xml"] {
            await #expect(throws: PulsumError.self) { try await agent.ingest(paths: [fixture(name)]) }
        }
        #expect(try database.counts().samples == 0)
        #expect(try database.dailyMetrics().isEmpty)
        let batches = try await database.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM ingest_batch") }
        #expect(batches == 0)
    }

    @Test("when a later file is truncated, the files before it are kept and their days computed")
    func laterFileTruncated() async throws {
        let (agent, database) = try makeAgent()
        await #expect(throws: PulsumError.self) {
            try await agent.ingest(paths: [fixture("watch-off.xml"), fixture("truncated.xml")])
        }
        #expect(try database.counts().samples == 3)
        #expect(try days(database)["2024-01-11"]?[.steps] == 2500)
    }

    @Test("in an export folder, export_cda.xml is skipped with the reason; export.xml is imported")
    func exportFolder() async throws {
        let folder = try TestPaths.temporaryDirectory("pulsum-apple-folder")
        try FileManager.default.copyItem(atPath: fixture("export_cda.xml"), toPath: folder.appendingPathComponent("export_cda.xml").path)
        try FileManager.default.copyItem(atPath: fixture("broken-dtd.xml"), toPath: folder.appendingPathComponent("export.xml").path)
        let (agent, _) = try makeAgent()
        let outcomes = try await agent.ingest(paths: [folder.path])
        #expect(summaries(outcomes).map(\.added) == [6])
        let reasons = outcomes.compactMap { outcome -> String? in
            if case let .skipped(_, reason) = outcome { return reason }
            return nil
        }
        #expect(reasons.count == 1)
        #expect(reasons.first?.contains("export_cda.xml") == true)
    }

    @Test("a later import recomputes only the days it touched (and their neighbours)")
    func recomputesTouchedDaysOnly() async throws {
        let (agent, database) = try makeAgent()
        _ = try await agent.ingest(paths: [fixture("watch-off.xml")])
        // Plant a marker on a day the next import does not touch: it must survive.
        let far = LocalDate(year: 2023, month: 6, day: 1)!
        try database.replaceDailyMetrics([DailyMetrics(date: far, values: [.steps: 1])], for: [far])
        let summary = try #require(summaries(try await agent.ingest(paths: [fixture("nap.xml")])).first)
        #expect(summary.touchedDays == [LocalDate(year: 2024, month: 1, day: 10)!, LocalDate(year: 2024, month: 1, day: 11)!])
        let stored = try days(database)
        #expect(stored["2023-06-01"]?[.steps] == 1)
        #expect(stored["2024-01-11"]?[.steps] == 2500)
        #expect(stored["2024-01-11"]?[.sleepAsleep] == 420)
    }
}
