import Foundation
import PulsumCore
import PulsumIngest
import PulsumStore
import PulsumTestSupport
import Testing

@Suite("Store")
struct StoreTests {
    let watch = SourceRef(name: "Watch", deviceModel: "Watch")
    /// 2023-11-14T22:13:20Z: inside the plausible-instant window.
    let base: Int64 = 1_700_000_000

    func sample(_ start: Int64, _ value: Double) -> Sample {
        Sample(metric: .heartRate, start: start, end: start, utcOffset: 3600, value: value, source: watch)
    }

    @Test func migrationsAreVersionedAndApplied() throws {
        let database = try PulsumDatabase()
        #expect(try database.appliedMigrations().first == "v1-raw-data")
    }

    @Test func sameRecordsTwiceAddNothingTheSecondTime() throws {
        let database = try PulsumDatabase()
        let records = (0..<100).map { sample(1_700_000_000 + Int64($0) * 60, 60 + Double($0 % 7)) }
        let segment = SleepSegment(stage: .deep, start: 1_700_000_000, end: 1_700_003_600, utcOffset: 3600, source: watch)
        func importAll() throws -> ImportSummary {
            try database.importFile(path: "a.csv", sha256: "x", format: "test") { tx in
                for r in records { try tx.accept(r) }
                try tx.accept(segment)
            }
        }
        let first = try importAll()
        #expect(first.added == 101)
        // 22:13 UTC = 23:13 local: 100 minutes of readings reach into the next local day.
        let firstDay = LocalDate(instant: 1_700_000_000, utcOffset: 3600)
        #expect(first.touchedDays == [firstDay, firstDay.adding(days: 1)])
        let second = try importAll()
        #expect(second.added == 0)
        #expect(second.duplicates == 101)
        #expect(second.touchedDays.isEmpty)
        #expect(try database.counts() == (100, 1))
    }

    @Test func oneWatchWithManyRecordsIsOneSource() throws {
        let database = try PulsumDatabase()
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in
            for i in 0..<10 { try tx.accept(sample(base + Int64(i), 60)) }
        }
        let sources = try database.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM source") }
        #expect(sources == 1)
    }

    @Test func aFailingImportLeavesNoTrace() throws {
        let database = try PulsumDatabase()
        struct Truncated: Error {}
        #expect(throws: Truncated.self) {
            _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in
                try tx.accept(sample(base + 1, 60))
                throw Truncated()
            }
        }
        #expect(try database.counts() == (0, 0))
        #expect(try database.hasImported(sha256: "x") == false)
    }

    @Test func foreignKeysAreCheckedAgainAfterAnImportThatSucceededOrFailed() throws {
        let database = try PulsumDatabase()
        func foreignKeys() throws -> Int? {
            try database.queue.read { db in try Int.fetchOne(db, sql: "PRAGMA foreign_keys") }
        }
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in try tx.accept(sample(base + 1, 60)) }
        #expect(try foreignKeys() == 1)
        struct Truncated: Error {}
        #expect(throws: Truncated.self) {
            _ = try database.importFile(path: "b", sha256: "y", format: "test") { _ in throw Truncated() }
        }
        #expect(try foreignKeys() == 1)
    }

    @Test func strictModeStopsAtTheFirstMalformedRecordAndRollsBack() throws {
        let database = try PulsumDatabase()
        let bad = InputError(file: "a.csv", line: 3, field: "value", reason: "not a number")
        #expect(throws: PulsumError.malformedRecord(bad)) {
            _ = try database.importFile(path: "a.csv", sha256: "x", format: "test") { tx in
                tx.strict = true
                try tx.accept(sample(base + 1, 60))
                try tx.reject(bad)
            }
        }
        #expect(try database.counts() == (0, 0))
    }

    @Test func rejectionsAreCountedWithTheirLocation() throws {
        let database = try PulsumDatabase()
        let summary = try database.importFile(path: "a.csv", sha256: "x", format: "test") { tx in
            try tx.reject(InputError(file: "a.csv", line: 2, field: "unit", reason: "unknown unit"))
            tx.skip(kind: "HKQuantityTypeIdentifierBodyMass")
            try tx.accept(sample(base + 1, 60))
        }
        #expect(summary.records == 3)
        #expect(summary.rejected == 1)
        #expect(summary.rejections.first?.description == "a.csv:2:unit: unknown unit")
        #expect(summary.skippedKinds == ["HKQuantityTypeIdentifierBodyMass": 1])
    }

    @Test func valuesAreStoredAsNumbers() throws {
        let database = try PulsumDatabase()
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in try tx.accept(sample(base + 1, 61.5)) }
        let type = try database.queue.read { db in try String.fetchOne(db, sql: "SELECT typeof(value) FROM sample") }
        #expect(type == "real")
    }

    @Test func databaseFilesArePrivateAndInWALMode() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pulsum.sqlite").path
        let database = try PulsumDatabase(path: path)
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in try tx.accept(sample(base + 1, 60)) }
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let journal = try database.queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pulsum.sqlite").path
        let garbage = Data(repeating: 0x41, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: PulsumError.self) { _ = try PulsumDatabase(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }
}
