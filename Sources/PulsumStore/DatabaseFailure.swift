import Foundation
import GRDB
import PulsumCore

/// Turns SQLite's errors (GRDB's `DatabaseError`) into ``PulsumCore/PulsumError`` values whose
/// message says what to do, never the SQL or its arguments.
///
/// The one translation of database errors in Pulsum: the agents apply it at their boundary, and
/// the error report falls back to it for anything that slipped through.
public enum DatabaseFailure {
    /// The Pulsum error for `error` when it is an SQLite error, else `nil`.
    ///
    /// - Parameter path: the database file, when the caller knows it.
    public static func pulsumError(from error: any Error, path: String?) -> PulsumError? {
        guard let error = error as? DatabaseError else { return nil }
        let file = path ?? "pulsum.sqlite"
        let code = error.resultCode.primaryResultCode
        switch code {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .dataFolderBusy(path: (file as NSString).deletingLastPathComponent)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT:
            return .corruptFile(path: file, reason: "SQLite reports the file as damaged; restore it from a backup or "
                + "move it away and import your exports again")
        default:
            return .databaseUnavailable(path: file, reason: reason(for: code))
        }
    }

    /// What a person can do about each kind of SQLite failure.
    static func reason(for code: ResultCode) -> String {
        switch code {
        case .SQLITE_FULL:
            "the disk is full. Free some space and try again; nothing was half-written."
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
            "it cannot be opened for writing. Check that the data folder and the file belong to you and are writable."
        case .SQLITE_IOERR:
            "the disk reported an input/output error. Check the disk, then try again; the last complete import is kept."
        case .SQLITE_NOMEM:
            "SQLite ran out of memory. Close other programs and try again."
        case .SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_SCHEMA:
            "a stored row does not match what this version of Pulsum expects (SQLite code \(code.rawValue)). "
                + "Please report it; the database was left as it was."
        default:
            "SQLite failed with code \(code.rawValue). Try again; if it persists, run `pulsum doctor`."
        }
    }
}
