import Foundation
import PulsumAnalytics
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
        /// Not imported because it is not an export Pulsum reads (inside a folder), with the reason.
        case skipped(path: String, reason: String)
        /// Not imported because it is damaged or unreadable (inside a folder; the rest of the folder
        /// is still imported and nothing of this file is kept), with the reason.
        case failed(path: String, reason: String)
    }

    /// Imports every readable file under the given paths (files or export folders), one
    /// transaction per file (refused before anything is read when the study exports among them
    /// hold several people, see ``IngestOptions/participant``), then recomputes the daily metrics of the days the files touched
    /// (also when a later file fails, so the days of the files already committed are current).
    ///
    /// - Parameters:
    ///   - options: strictness, fallback time zone and source priority.
    ///   - progress: called while reading (path, bytes, records so far).
    public func ingest(
        paths: [String], options: IngestOptions = IngestOptions(),
        progress: @escaping @Sendable (IngestProgress) -> Void = { _ in }
    ) throws -> [FileOutcome] {
        try detector.checkOnePerson(paths: paths, participant: options.participant)
        var outcomes: [FileOutcome] = []
        do {
            for root in paths {
                let files = try FormatDetector.files(under: root)
                let isFolder = files != [root]
                for file in files {
                    outcomes.append(try importFile(file, inFolder: isFolder, options: options, progress: progress))
                }
            }
        } catch {
            try recomputeDays(touchedBy: outcomes, priority: options.sourcePriority)
            throw error
        }
        try recomputeDays(touchedBy: outcomes, priority: options.sourcePriority)
        return outcomes
    }

    /// Imports one file in its own transaction. Inside a folder, files that are not exports
    /// (or are exports Pulsum cannot read) are skipped and damaged ones reported as failed, with
    /// the reason, so one bad file does not stop the rest; named alone, they throw.
    private func importFile(
        _ file: String, inFolder isFolder: Bool, options: IngestOptions,
        progress: @escaping @Sendable (IngestProgress) -> Void
    ) throws -> FileOutcome {
        guard let reader = try detector.reader(for: file) else {
            if !isFolder { throw PulsumError.unrecognizedFormat(path: file, hint: Self.formatHint) }
            return .skipped(path: file, reason: "not a recognised export file")
        }
        let digest = try FileDigest.sha256(path: file)
        let readOptions = ReadOptions(displayPath: file, fallbackUTCOffset: options.fallbackUTCOffset,
                                      participant: options.participant)
        do {
            return .imported(try database.importFile(path: file, sha256: digest, format: reader.format.rawValue) {
                transaction in
                transaction.strict = options.strict
                var sink = ProgressForwardingSink(inner: transaction, path: file, progress: progress)
                try reader.read(path: file, options: readOptions, into: &sink)
                transaction = sink.inner
            })
        } catch let PulsumError.unsupportedFormat(path, reason) where isFolder {
            return .skipped(path: path, reason: reason)
        } catch let error as PulsumError where isFolder {
            switch error {
            case .truncatedFile, .unreadableFile, .unrecognizedFormat: return .failed(path: file, reason: "\(error)")
            default: throw error
            }
        }
    }

    /// Scores every day whose inputs changed, as the night of `asOf` (see ``DayScoring``), from
    /// the stored daily metrics.
    public func score(asOf: LocalDate) throws -> DayScoring.Outcome {
        try DayScoring(database: database).run(history: try database.dailyMetrics(), asOf: asOf)
    }

    /// The setting that remembers which source priority the stored daily metrics used.
    static let prioritySetting = "source_priority"

    /// Recomputes the daily metrics of exactly the days the imports touched, plus each one's
    /// neighbours (sleep counts on its wake day, and a sample's instant can fall on the day
    /// before or after in another offset). When the source priority differs from the one the
    /// stored metrics used, every day is recomputed.
    private func recomputeDays(touchedBy outcomes: [FileOutcome], priority: SourcePriority) throws {
        var days: Set<LocalDate> = []
        if try database.setting(Self.prioritySetting) != priority.description {
            if let all = try database.storedDayRange() {
                days = Set((all.lowerBound.dayNumber...all.upperBound.dayNumber).map(LocalDate.init(dayNumber:)))
            }
        } else {
            for case let .imported(summary) in outcomes {
                for day in summary.touchedDays { days.formUnion([day.adding(days: -1), day, day.adding(days: 1)]) }
            }
        }
        try recompute(days: days, priority: priority)
        try database.setSetting(Self.prioritySetting, priority.description)
    }

    /// Days per aggregation window: bounds the memory used by a recompute of years of data.
    static let daysPerWindow = 31

    /// Recomputes and stores the daily metrics of `days`, a window of consecutive days at a time.
    public func recompute(days: Set<LocalDate>, priority: SourcePriority) throws {
        let aggregator = DailyAggregator(priority: priority)
        let sorted = days.sorted()
        var index = 0
        while index < sorted.count {
            let first = sorted[index]
            var chunk: Set<LocalDate> = []
            while index < sorted.count, sorted[index].dayNumber - first.dayNumber < Self.daysPerWindow {
                chunk.insert(sorted[index])
                index += 1
            }
            guard let last = chunk.max() else { continue }
            let window = DailyAggregator.dataWindow(for: first...last)
            let samples = try database.samples(startingIn: window)
            let segments = try database.segments(endingIn: window, lookBack: DailyAggregator.segmentLookBackSeconds)
            let metrics = aggregator.aggregate(samples: samples, segments: segments, days: chunk)
            try database.replaceDailyMetrics(metrics, for: chunk)
        }
    }

    static let formatHint = """
        Pulsum reads Apple Health export.xml, its canonical CSV (header metric,start,end,value,unit,source) \
        and JSON Lines, and the exports of Fitbit, Oura, WHOOP, Garmin, Samsung Health, Withings and \
        Google Fit; see README "Supported formats".
        """
}

/// Options for an import run.
public struct IngestOptions: Sendable {
    /// Stop at the first malformed record.
    public var strict: Bool
    /// Offset for records with no time zone of their own (from `--timezone`, else the system's).
    public var fallbackUTCOffset: @Sendable (Int64) -> Int32
    /// Which source counts when several recorded the same steps (`--source-priority`).
    public var sourcePriority: SourcePriority
    /// The one participant to import from study exports that hold several (`--participant`);
    /// without it such exports are refused, since one data folder is one person.
    public var participant: String?

    public init(strict: Bool = false, fallbackUTCOffset: @escaping @Sendable (Int64) -> Int32 = SystemTimeZone.offset,
                sourcePriority: SourcePriority = .standard, participant: String? = nil) {
        self.participant = participant
        self.strict = strict
        self.fallbackUTCOffset = fallbackUTCOffset
        self.sourcePriority = sourcePriority
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

/// How far the import of one file has come.
public struct IngestProgress: Sendable {
    /// The file being read.
    public var path: String
    /// Bytes of it consumed so far, and its size.
    public var bytesRead: Int64
    public var totalBytes: Int64
    /// Records (samples, sleep segments, rejected and skipped rows) read so far.
    public var records: Int
}

/// Wraps the import transaction to count records and forward progress to the caller.
struct ProgressForwardingSink<Inner: RecordSink>: RecordSink {
    var inner: Inner
    let path: String
    let progress: @Sendable (IngestProgress) -> Void
    private var records = 0

    init(inner: Inner, path: String, progress: @escaping @Sendable (IngestProgress) -> Void) {
        self.inner = inner
        self.path = path
        self.progress = progress
    }

    mutating func accept(_ sample: Sample) throws {
        records += 1
        try inner.accept(sample)
    }

    mutating func accept(_ segment: SleepSegment) throws {
        records += 1
        try inner.accept(segment)
    }

    mutating func reject(_ error: InputError) throws {
        records += 1
        try inner.reject(error)
    }

    mutating func skip(kind: String) {
        records += 1
        inner.skip(kind: kind)
    }

    mutating func progress(bytesRead: Int64, totalBytes: Int64) {
        progress(IngestProgress(path: path, bytesRead: bytesRead, totalBytes: totalBytes, records: records))
    }
}
