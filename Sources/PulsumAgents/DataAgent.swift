import Foundation
import PulsumCore
import PulsumFiles
import PulsumIngest
import PulsumStore

/// Owns ingestion (and, later, scoring): the only writer of the database.
///
/// Every write happens while the data folder's lock is held, so two processes never write the
/// same folder at once; the second gets a clear "busy" error.
public actor DataAgent {
    private let database: PulsumDatabase
    private let detector: FormatDetector

    /// Opens the agent on a database; `detector` chooses readers by content.
    public init(database: PulsumDatabase, detector: FormatDetector = FormatDetector()) {
        self.database = database
        self.detector = detector
    }

    /// What happened to one input file.
    public enum FileOutcome: Sendable {
        /// Imported (possibly adding nothing when everything was already stored).
        case imported(ImportSummary)
        /// Not imported, with the reason (unrecognised, unsupported, truncated, unreadable).
        case skipped(path: String, reason: String)
    }

    /// Imports every readable file under the given paths (files or export folders), one
    /// transaction per file.
    ///
    /// - Parameters:
    ///   - strict: stop at the first malformed record (the file's transaction is rolled back).
    ///   - progress: called with (path, bytes read, total bytes) while reading.
    public func ingest(
        paths: [String], options: IngestOptions = IngestOptions(),
        progress: @escaping @Sendable (String, Int64, Int64) -> Void = { _, _, _ in }
    ) throws -> [FileOutcome] {
        var outcomes: [FileOutcome] = []
        for root in paths {
            let files = try FormatDetector.files(under: root)
            let isFolder = files != [root]
            for file in files {
                guard let reader = try detector.reader(for: file) else {
                    if !isFolder {
                        throw PulsumError.unrecognizedFormat(path: file, hint: Self.formatHint)
                    }
                    outcomes.append(.skipped(path: file, reason: "not a recognised export file"))
                    continue
                }
                let digest = try FileDigest.sha256(path: file)
                let readOptions = ReadOptions(displayPath: file, fallbackUTCOffset: options.fallbackUTCOffset)
                let summary = try database.importFile(path: file, sha256: digest, format: reader.format.rawValue) {
                    transaction in
                    transaction.strict = options.strict
                    var sink = ProgressForwardingSink(inner: transaction, path: file, progress: progress)
                    try reader.read(path: file, options: readOptions, into: &sink)
                    transaction = sink.inner
                }
                outcomes.append(.imported(summary))
            }
        }
        return outcomes
    }

    static let formatHint = """
        Pulsum reads its canonical CSV (header metric,start,end,value,unit,source) and JSON Lines, \
        and the exports of Fitbit, Oura, WHOOP, Garmin, Samsung Health, Withings and Google Fit; \
        see README "Supported formats".
        """
}

/// Options for an import run.
public struct IngestOptions: Sendable {
    /// Stop at the first malformed record.
    public var strict: Bool
    /// Offset for records with no time zone of their own (from `--timezone`, else the system's).
    public var fallbackUTCOffset: @Sendable (Int64) -> Int32

    public init(strict: Bool = false, fallbackUTCOffset: @escaping @Sendable (Int64) -> Int32 = SystemTimeZone.offset) {
        self.strict = strict
        self.fallbackUTCOffset = fallbackUTCOffset
    }
}

/// Offsets of a named IANA time zone (or the system's), for records without their own.
public enum SystemTimeZone {
    /// The system time zone's offset at an instant.
    @Sendable public static func offset(at instant: Int64) -> Int32 {
        Int32(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
    }

    /// The offset function for an IANA identifier (`Europe/Paris`), or `nil` when unknown.
    public static func offsets(identifier: String) -> (@Sendable (Int64) -> Int32)? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        return { instant in Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))) }
    }
}

/// Wraps the import transaction to forward progress to the caller.
struct ProgressForwardingSink<Inner: RecordSink>: RecordSink {
    var inner: Inner
    let path: String
    let progress: @Sendable (String, Int64, Int64) -> Void

    mutating func accept(_ sample: Sample) throws { try inner.accept(sample) }
    mutating func accept(_ segment: SleepSegment) throws { try inner.accept(segment) }
    mutating func reject(_ error: InputError) throws { try inner.reject(error) }
    mutating func skip(kind: String) { inner.skip(kind: kind) }
    mutating func progress(bytesRead: Int64, totalBytes: Int64) { progress(path, bytesRead, totalBytes) }
}
