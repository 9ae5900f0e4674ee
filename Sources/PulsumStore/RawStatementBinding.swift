import GRDB
import GRDBSQLite

/// Binding values through SQLite's C API, for the statements stepped with `Database.stepRaw(_:)`
/// on the per-row hot paths (integers and doubles bind directly with `sqlite3_bind_int64` and
/// `sqlite3_bind_double`; text needs a lifetime rule, kept here once).
enum RawStatementBinding {
    /// Binds `text` to the 1-based parameter `index`. SQLite copies the bytes before this
    /// returns (`SQLITE_TRANSIENT`), so the Swift string's storage need not outlive the call.
    static func bindText(_ text: String, to statement: SQLiteStatement, at index: Int32) {
        sqlite3_bind_text(statement, index, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }

    /// Binds a C string that lives as long as the statement may read it (`SQLITE_STATIC`: no
    /// copy, the cheapest bind for names repeated on every row); `nil` binds NULL.
    static func bindText(static cString: UnsafePointer<CChar>?, to statement: SQLiteStatement, at index: Int32) {
        sqlite3_bind_text(statement, index, cString, -1, nil)
    }
}
