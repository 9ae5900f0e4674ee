import Foundation
import PulsumAgents
import PulsumCore
import PulsumIngest
import PulsumStore
import PulsumTestSupport
import Testing

/// A run killed after an import committed but before the days were recomputed leaves pending
/// work; the next writing command finishes it, so the result equals an uninterrupted run.
@Suite("Crash consistency")
struct CrashConsistencyTests {
    let fixture = TestPaths.fixture("canonical/mixed.csv").path

    /// What a run killed between the two steps leaves: the samples, not the days.
    func killedAfterImport() throws -> PulsumDatabase {
        let database = try PulsumDatabase()
        let reader = try #require(try FormatDetector().reader(for: fixture))
        _ = try database.importFile(path: fixture, sha256: "x", format: reader.format.rawValue) { tx in
            try reader.read(path: fixture, options: ReadOptions(displayPath: fixture, fallbackUTCOffset: { _ in 0 }), into: &tx)
        }
        return database
    }

    func uninterrupted() async throws -> [DailyMetrics] {
        let database = try PulsumDatabase()
        _ = try await DataAgent(database: database).ingest(paths: [fixture], options: IngestOptions(fallbackUTCOffset: { _ in 0 }))
        return try database.dailyMetrics()
    }

    @Test func reRunningTheImportConverges() async throws {
        let database = try killedAfterImport()
        #expect(try database.dailyMetrics().isEmpty)
        #expect(try !database.pendingDays().isEmpty)
        let outcomes = try await DataAgent(database: database).ingest(paths: [fixture], options: IngestOptions(fallbackUTCOffset: { _ in 0 }))
        #expect(outcomes.compactMap { if case let .imported(s) = $0 { s.added } else { nil } } == [0])
        #expect(try database.dailyMetrics() == (try await uninterrupted()))
        #expect(try database.pendingDays().isEmpty)
    }

    @Test func scoringFinishesPendingWorkFirst() async throws {
        let database = try killedAfterImport()
        let expected = try await uninterrupted()
        _ = try await DataAgent(database: database).score(asOf: LocalDate(year: 2024, month: 3, day: 10) ?? LocalDate(dayNumber: 0))
        #expect(try database.dailyMetrics() == expected)
        #expect(try database.pendingDays().isEmpty)
    }
}
