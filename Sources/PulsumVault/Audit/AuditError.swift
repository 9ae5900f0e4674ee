import Foundation

/// Why the audit log could not be written or failed verification.
public enum AuditError: LocalizedError, Equatable, Sendable {
    /// Line `line` (1-based) is bad; `reason` says how.
    case badLine(line: Int, reason: String)
    /// The log is shorter than, or differs from, its checkpoint.
    case truncated(reason: String)
    /// The checkpoint file is missing, malformed or not authentic.
    case badCheckpoint(reason: String)
    /// An entry would put free text into the log.
    case invalidEntry(String)
    /// An encrypted folder's log needs the data key for this event.
    case keyRequired
    /// The log cannot be written because the folder is on a read-only file system (a mounted
    /// backup): an encrypted folder is opened only when the access can be recorded.
    case readOnly(folder: String)
    /// Reading or writing the log failed.
    case io(String)

    public var errorDescription: String? {
        switch self {
        case .badLine(let line, let reason): "audit log line \(line): \(reason)"
        case .truncated(let reason): "audit log truncated: \(reason)"
        case .badCheckpoint(let reason): "audit checkpoint: \(reason)"
        case .invalidEntry(let reason): "audit entry refused: \(reason)"
        case .keyRequired: "the audit log of an encrypted folder needs the data key: run 'pulsum unlock' or pass --identity FILE"
        case .readOnly(let folder):
            "cannot record this access in the audit log: \(folder) is on a read-only file system, and an encrypted folder is opened only when its audit log can record it; copy the folder somewhere writable, or mount it read-write"
        case .io(let reason): reason
        }
    }
}
