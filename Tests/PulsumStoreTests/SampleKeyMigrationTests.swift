import Foundation
import GRDB
import PulsumCore
@testable import PulsumStore
import PulsumTestSupport
import Testing

@Suite("Sample key migration")
struct SampleKeyMigrationTests {
    @Test func upgradingADatabaseKeepsItsSamplesAndTheirUniqueKey() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pulsum.sqlite").path
        // A database as the previous schema (v3) left it, with two samples.
        let old = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(old, upTo: "v3-day-scores")
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO source(id, name, device_model) VALUES (1, 'Watch', 'Watch');
                INSERT INTO ingest_batch(id, path, sha256, format, imported_at) VALUES (1, 'a', 'x', 'test', 0);
                INSERT INTO sample(metric, start, "end", utc_offset, value, source_id, batch_id)
                    VALUES ('heart_rate', 100, 100, 3600, 61.5, 1, 1), ('steps', 100, 400, 3600, 20, 1, 1);
                """)
        }
        try old.close()

        let database = try PulsumDatabase(path: path)
        #expect(try database.appliedMigrations().contains("v4-sample-primary-key"))
        #expect(try database.counts() == (2, 0))
        let watch = SourceRef(name: "Watch", deviceModel: "Watch")
        let summary = try database.importFile(path: "b", sha256: "y", format: "test") { tx in
            try tx.accept(Sample(metric: .heartRate, start: 100, end: 100, utcOffset: 3600, value: 61.5, source: watch))
            try tx.accept(Sample(metric: .heartRate, start: 160, end: 160, utcOffset: 3600, value: 61.5, source: watch))
        }
        #expect(summary.duplicates == 1)
        #expect(summary.added == 1)
        let stored = try database.samples(startingIn: 0...1000)
        #expect(stored.count == 3)
        #expect(stored.contains(Sample(metric: .steps, start: 100, end: 400, utcOffset: 3600, value: 20, source: watch)))
    }
}
