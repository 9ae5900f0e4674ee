import PulsumCore

/// The formats Pulsum can detect. Raw values appear in import summaries and `--json`.
public struct ExportFormat: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Pulsum's canonical CSV (`metric,start,end,value,unit,source`).
    public static let canonicalCSV = ExportFormat(rawValue: "canonical-csv")
    /// Pulsum's canonical JSON Lines (one object per line, same fields as the CSV).
    public static let canonicalJSONL = ExportFormat(rawValue: "canonical-jsonl")
}

/// Options every reader honours.
public struct ReadOptions: Sendable {
    /// Offset used when a record carries no time zone of its own and the vendor documents none.
    public var fallbackUTCOffset: @Sendable (Int64) -> Int32
    /// A label for error messages (usually the path as the user typed it).
    public var displayPath: String
    /// In a study export holding several people (see ``ParticipantListing``), read only this
    /// participant's rows; the others are counted as skipped. One-person formats ignore it.
    public var participant: String?

    public init(displayPath: String, fallbackUTCOffset: @escaping @Sendable (Int64) -> Int32 = { _ in 0 },
                participant: String? = nil) {
        self.displayPath = displayPath
        self.fallbackUTCOffset = fallbackUTCOffset
        self.participant = participant
    }
}

/// A streaming reader of one export format: it never loads the whole file into memory and
/// reports every record to a ``RecordSink``.
public protocol ExportReader: Sendable {
    /// The format this reader handles.
    var format: ExportFormat { get }

    /// Whether the file looks like this format, judged by its path and its first bytes.
    func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool

    /// Reads the whole file into the sink. Malformed records go to `sink.reject` and reading
    /// continues; a file that cannot be read at all (truncated, wrong encoding) throws.
    func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws
}
