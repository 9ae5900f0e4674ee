import GRDB
import PulsumCore

/// The pending-work table: days whose daily metrics must be recomputed because an import
/// touched them (see ``PulsumDatabase/replaceDailyMetrics(_:for:)``, which clears them).
extension PulsumDatabase {
    /// The days waiting for a recompute, oldest first.
    public func pendingDays() throws -> [LocalDate] {
        try queue.read { db in
            try String.fetchAll(db, sql: "SELECT date FROM pending_day ORDER BY date").compactMap(LocalDate.init(iso:))
        }
    }

    /// Records `days` as pending inside an open transaction (the import's own).
    static func markPending(_ days: Set<LocalDate>, in db: Database) throws {
        let insert = try db.makeStatement(sql: "INSERT OR IGNORE INTO pending_day(date) VALUES (?)")
        for day in days { try insert.execute(arguments: [day.description]) }
    }

    /// Removes `days` from the pending work inside an open transaction (the recompute's own).
    static func clearPending(_ days: Set<LocalDate>, in db: Database) throws {
        let delete = try db.makeStatement(sql: "DELETE FROM pending_day WHERE date = ?")
        for day in days { try delete.execute(arguments: [day.description]) }
    }
}
