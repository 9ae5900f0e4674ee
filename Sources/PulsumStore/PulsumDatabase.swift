import Foundation
import GRDB
import PulsumCore
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// Pulsum's SQLite database: WAL mode, migrated on open, files 0600.
///
/// One import is one transaction (see ``importFile(path:sha256:format:_:)``): a killed import
/// leaves no trace. Readers may run concurrently with the single writer.
public final class PulsumDatabase: Sendable {
    /// The underlying GRDB queue (serialises writes; WAL lets readers proceed).
    public let queue: DatabaseQueue
    /// The database file.
    public let path: String

    /// Opens (creating and migrating if needed) the database at `path`.
    public init(path: String) throws {
        var config = Configuration()
        config.journalMode = .wal
        config.busyMode = .timeout(10)
        config.foreignKeysEnabled = true
        let oldMask = umask(0o077)  // database, -wal and -shm files are created 0600
        defer { umask(oldMask) }
        do {
            queue = try DatabaseQueue(path: path, configuration: config)
            try Migrations.migrator.migrate(queue)
        } catch {
            throw DatabaseFailure.pulsumError(from: error, path: path) ?? error
        }
        self.path = path
        for suffix in ["", "-wal", "-shm"] { chmod(path + suffix, 0o600) }
    }

    /// A database over an already open queue (read-only opening, see `init(readingAt:)`).
    init(queue: DatabaseQueue, path: String) {
        self.queue = queue
        self.path = path
    }

    /// An in-memory database (tests).
    public init() throws {
        queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue)
        path = ":memory:"
    }

    /// The names of the applied migrations, oldest first.
    public func appliedMigrations() throws -> [String] {
        try queue.read { db in try Migrations.migrator.appliedMigrations(db) }
    }

    /// The SQLite library version.
    public static var sqliteVersion: String {
        (try? DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") }) ?? "unknown"
    }

    /// Imports one file in one transaction: `body` streams records into the ``ImportTransaction``
    /// sink; if it throws, nothing of the file is kept.
    ///
    /// Foreign keys are not checked during the transaction: every source and batch id it writes
    /// comes from a row it inserted or read in the same transaction, so the check could never
    /// fail, and SQLite's two parent lookups per row cost about a sixth of each insert. They are
    /// checked again afterwards, for every other write.
    ///
    /// - Returns: the batch summary with counts.
    public func importFile(
        path: String, sha256: String, format: String,
        _ body: (inout ImportTransaction) throws -> Void
    ) throws -> ImportSummary {
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")  // a no-op inside a transaction: set before it
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
            var summary: ImportSummary?
            try db.inTransaction {
                var transaction = try ImportTransaction(db: db, path: path, sha256: sha256, format: format)
                try body(&transaction)
                summary = try transaction.finish()
                return .commit
            }
            guard let summary else { preconditionFailure("a committed import has a summary") }
            return summary
        }
    }

    /// Whether a file with this content hash was already imported completely.
    public func hasImported(sha256: String) throws -> Bool {
        try queue.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM ingest_batch WHERE sha256 = ?)", arguments: [sha256]) ?? false
        }
    }

    /// Number of stored samples (all metrics) and sleep segments.
    public func counts() throws -> (samples: Int, segments: Int) {
        try queue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM sample") ?? 0,
             try Int.fetchOne(db, sql: "SELECT count(*) FROM sleep_segment") ?? 0)
        }
    }
}
