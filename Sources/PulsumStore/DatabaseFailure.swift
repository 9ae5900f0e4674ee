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
            return damage(path: file, reason: "SQLite reports the file as damaged; restore it from a backup or "
                + "move it away and import your exports again")
        default:
            return .databaseUnavailable(path: file, reason: reason(for: code))
        }
    }

    /// The error for a database SQLite found damaged: ``PulsumCore/PulsumError/corruptFile(path:reason:)``
    /// with `reason`, unless the disk fails to read the file, which is then said instead.
    ///
    /// SQLite reports a page the disk could not read as damage at times (`SQLITE_CORRUPT`, or
    /// `quick_check`'s "unable to get the page"), and a person told a sound file is damaged may
    /// move it away or restore an older copy. So the file is read through once, on this error
    /// path only, before it is called damaged.
    public static func damage(path: String, reason: String) -> PulsumError {
        if diskFailsToRead(path) { return .databaseUnavailable(path: path, reason: Self.reason(for: .SQLITE_IOERR)) }
        return .corruptFile(path: path, reason: reason)
    }

    /// Whether reading `path` from start to end fails with an input/output error.
    static func diskFailsToRead(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == EIO }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count > 0 { continue }
            if count < 0 && errno == EINTR { continue }
            return count < 0 && errno == EIO
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
