import GRDB
import GRDBSQLite

extension Database {
    /// Steps a prepared statement bound through the C API (for the per-row hot paths, where
    /// GRDB's argument and row wrappers cost more than SQLite's own work).
    ///
    /// - Returns: `true` when a row is available, `false` when the statement is done.
    func stepRaw(_ statement: SQLiteStatement) throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqliteConnection)))
        }
    }
}
