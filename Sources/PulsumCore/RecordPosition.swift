/// Where a record sits in its file, for a rejection's `file:N:field`: its line when the reader
/// reads lines (CSV, JSON Lines), else its number among the records read from the file (XML and
/// JSON documents), which the message then says.
public enum RecordPosition: Sendable, Equatable {
    /// The 1-based line the record starts on (a quoted CSV cell may continue on later lines).
    case line(Int)
    /// The 1-based number of the record in its file.
    case record(Int)

    /// The number an ``InputError`` carries in its `line`.
    public var number: Int {
        switch self {
        case let .line(line): line
        case let .record(record): record
        }
    }

    /// What a reason adds so a record number is not read as a line: `" (record 12)"`, or nothing.
    public var note: String {
        switch self {
        case .line: ""
        case let .record(record): " (record \(record))"
        }
    }
}
