/// A malformed record in an input file: names the file, the line (or record number) and the field.
///
/// Readers report these to their sink and keep going (unless the import is strict); the import
/// summary counts them.
public struct InputError: Error, Hashable, Codable, Sendable {
    /// The file being read.
    public var file: String
    /// 1-based line number, or record number for formats without lines; 0 when unknown.
    public var line: Int
    /// The field (column, attribute or key) that is wrong; empty when the whole record is.
    public var field: String
    /// What is wrong, in words a person can act on.
    public var reason: String

    public init(file: String, line: Int, field: String = "", reason: String) {
        self.file = file
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// `file:line: field: reason`.
    public var location: String { "\(file):\(line)" + (field.isEmpty ? "" : ":\(field)") }
}

extension InputError: CustomStringConvertible {
    public var description: String { "\(location): \(reason)" }
}

/// Errors anywhere in Pulsum that a person can act on. Each message says what to do.
public enum PulsumError: Error, Sendable, Equatable {
    /// The file does not exist or cannot be read.
    case unreadableFile(path: String, reason: String)
    /// The file cannot be written (full disk, failing disk, permissions); `reason` is the system's.
    case unwritableFile(path: String, reason: String)
    /// No reader recognises the file's content.
    case unrecognizedFormat(path: String, hint: String)
    /// The format is recognised but Pulsum cannot import it (with the reason and what to use instead).
    case unsupportedFormat(path: String, reason: String)
    /// The file ends early or is damaged; nothing from it was kept.
    case truncatedFile(path: String, detail: String)
    /// A malformed record when the run is strict (`--strict`).
    case malformedRecord(InputError)
    /// Another Pulsum process holds the data folder.
    case dataFolderBusy(path: String)
    /// A configuration value is wrong (for example an unknown time zone).
    case invalidArgument(name: String, reason: String)
    /// A stored file (database, vector store, ranker state) is damaged or from another version.
    case corruptFile(path: String, reason: String)
    /// The database could not be used (full disk, permissions, I/O error), with what to do.
    case databaseUnavailable(path: String, reason: String)
    /// A study export holds several people and would be merged into one data folder.
    case severalParticipants(path: String, participants: [String])
    /// The participant asked for (`--participant`) is not in the study export.
    case unknownParticipant(path: String, participant: String, known: [String])
}

extension PulsumError: CustomStringConvertible {
    /// What to do about a file that cannot be read: a disk that fails to read it (`EIO`, whose
    /// text is glibc's "Input/output error") is not a matter of paths or permissions.
    private static func advice(unreadable reason: String) -> String {
        reason.contains("Input/output error")
            ? "The disk failed to read it: check the disk, or copy the file elsewhere, and try again."
            : "Check the path and its permissions."
    }

    /// What to do about a file that cannot be written, from the system's reason (glibc's texts).
    private static func advice(unwritable reason: String) -> String {
        if reason.contains("No space left on device") || reason.contains("Disk quota exceeded") {
            return "The disk is full: free some space and try again."
        }
        if reason.contains("Input/output error") { return "The disk failed to write it: check the disk and try again." }
        return "Check that the folder belongs to you and is writable."
    }

    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            "cannot read \(path): \(reason). \(Self.advice(unreadable: reason))"
        case let .unwritableFile(path, reason):
            "cannot write \(path): \(reason). \(Self.advice(unwritable: reason))"
        case let .unrecognizedFormat(path, hint):
            "\(path): not a format Pulsum recognises. \(hint)"
        case let .unsupportedFormat(path, reason):
            "\(path): \(reason)"
        case let .truncatedFile(path, detail):
            "\(path) is truncated or damaged (\(detail)); nothing from it was imported. Export it again."
        case let .malformedRecord(error):
            "\(error) (stopped at the first malformed record, as asked)"
        case let .dataFolderBusy(path):
            "another pulsum process is using \(path); wait for it to finish and try again."
        case let .invalidArgument(name, reason):
            "invalid \(name): \(reason)"
        case let .corruptFile(path, reason):
            "\(path) is damaged or not a Pulsum file (\(reason)); it was left untouched."
        case let .databaseUnavailable(path, reason):
            "cannot use the database \(path): \(reason)"
        case let .severalParticipants(path, participants):
            "\(path) holds \(participants.count) participants (\(Self.list(participants))); a data folder holds one "
                + "person, so nothing was imported"
        case let .unknownParticipant(path, participant, known):
            known.isEmpty
                ? "participant '\(participant)' was asked for, but \(path) holds no study export with participant ids (such as Fitabase)"
                : "participant '\(participant)' is not in \(path), which holds \(Self.list(known)); nothing was imported"
        }
    }

    /// Participant ids for a message: all of them up to 40, then how many more.
    static func list(_ ids: [String]) -> String {
        let shown = ids.prefix(40).joined(separator: ", ")
        return ids.count > 40 ? shown + " and \(ids.count - 40) more" : shown
    }
}
