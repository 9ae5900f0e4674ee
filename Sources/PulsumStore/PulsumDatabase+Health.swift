import Foundation
import GRDB
import PulsumCore

/// Opening for reading only, and the checks behind refusing a damaged database.
extension PulsumDatabase {
    /// Opens an existing database for reading only: nothing is created, migrated or written, so
    /// it works on a read-only folder or a full disk. On a read-only file system, where SQLite
    /// cannot create the WAL index, the file is opened as immutable (no writer can exist there).
    public convenience init(readingAt path: String) throws {
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(10)
        do {
            do {
                self.init(queue: try DatabaseQueue(path: path, configuration: config), path: path)
                _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_CANTOPEN {
                let immutable = "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
                self.init(queue: try DatabaseQueue(path: immutable, configuration: config), path: path)
            }
        } catch {
            throw DatabaseFailure.pulsumError(from: error, path: path) ?? error
        }
    }

    /// SQLite's `quick_check`: `nil` when the file is sound, else the first problem found.
    /// Cheaper than ``integrityProblem()`` (no index-content cross-check); run before writing.
    public func quickCheckProblem() throws -> String? {
        try check("quick_check")
    }

    /// SQLite's full `integrity_check`: `nil` when the file is sound, else the first problem.
    public func integrityProblem() throws -> String? {
        try check("integrity_check")
    }

    /// Refuses to write into a damaged database: throws ``PulsumCore/PulsumError/corruptFile(path:reason:)``
    /// naming the file and what to do when `quick_check` finds damage.
    public func refuseWritingIfDamaged() throws {
        let problem: String?
        do {
            problem = try quickCheckProblem()
        } catch {
            throw DatabaseFailure.pulsumError(from: error, path: path) ?? error
        }
        guard let problem else { return }
        throw DatabaseFailure.damage(path: path, reason: "SQLite's quick_check: \(problem). Nothing was written: restore "
            + "the file from a backup, or move it away and import your exports again")
    }

    private func check(_ pragma: String) throws -> String? {
        let rows = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA \(pragma)(1)") }
        guard let first = rows.first, first != "ok" else { return nil }
        // The first concrete problem, on one line ("*** in database main ***" only names the schema).
        return first.split(separator: "\n").first { !$0.hasPrefix("***") }.map(String.init) ?? "damage found"
    }
}
