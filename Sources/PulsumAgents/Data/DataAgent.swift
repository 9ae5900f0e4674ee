import Foundation
import PulsumAnalytics
import PulsumCore
import PulsumFiles
import PulsumIngest
import PulsumRanking
import PulsumStore
import PulsumVault

/// Owns the data folder's database: ingestion, daily metrics and scoring (the only writer), and
/// the reads every command makes of it.
///
/// The agent holds the data folder's write lock itself: its first write prepares the folder and
/// takes the lock (a second writer gets ``PulsumCore/PulsumError/dataFolderBusy(path:)``, exit
/// status 3, before anything changes), and the lock is released when the agent's work ends (the
/// agent is released). Reads never take the lock and never create the folder: they run beside a
/// writer (WAL) and see nothing before the first import. SQLite errors leave the agent as
/// ``PulsumCore/PulsumError`` values (``PulsumStore/DatabaseFailure``).
public actor DataAgent {
    /// The data folder, or `nil` for an agent over an in-memory database (tests).
    let folder: DataDirectory?
    /// The folder's encryption and key (`nil` with no folder).
    let access: FolderAccess?
    /// True when ``database`` was opened under the write lock (an encrypted folder's image must be,
    /// since saving replaces the whole file).
    private var openedUnderLock = false
    private let detector: FormatDetector
    private var database: PulsumDatabase?
    private var writeLock: FileLock?
    /// The database opened read-only, when the folder cannot be written.
    private var readOnlyDatabase: PulsumDatabase?
    /// Whether `quick_check` passed on the database this agent writes.
    private var checkedBeforeWriting = false

    /// The agent of a data folder; built by the ``Orchestrator``.
    init(folder: DataDirectory, access: FolderAccess? = nil, detector: FormatDetector = FormatDetector()) {
        self.folder = folder
        self.access = access ?? FolderAccess(folder: folder, request: KeyRequest())
        self.detector = detector
    }

    /// An agent over an already open database with no data folder (and so no lock): tests.
    package init(database: PulsumDatabase, detector: FormatDetector = FormatDetector()) {
        self.folder = nil
        self.access = nil
        self.database = database
        self.detector = detector
    }

    /// Prepares the folder (0700) and takes its write lock, once; held until the agent is released.
    func holdWriteLock() throws {
        guard let folder, writeLock == nil else { return }
        try folder.prepare()
        writeLock = try folder.lock()
    }

    /// The database for writing, under the write lock; a damaged one (SQLite's `quick_check`) is
    /// refused before anything is written.
    func writableDatabase() throws -> PulsumDatabase {
        try holdWriteLock()
        if isSealed, !openedUnderLock { database = nil }
        openedUnderLock = true
        let opened = try openDatabase()
        // An encrypted image is authenticated byte for byte (age) and was checked when the folder
        // was encrypted: no quick_check of the whole image on each open.
        if !checkedBeforeWriting, !isSealed {
            try opened.refuseWritingIfDamaged()
            checkedBeforeWriting = true
        }
        return opened
    }

    /// The database for reading, or `nil` when nothing was ever imported (no file yet). In a
    /// folder this process cannot write (a read-only mount, a folder of another user) it is
    /// opened read-only, so reading commands still work.
    func readableDatabase() throws -> PulsumDatabase? {
        if database == nil, let folder {
            guard hasData else { return nil }
            if !isSealed, !FileManager.default.isWritableFile(atPath: folder.url.path) {
                if let readOnlyDatabase { return readOnlyDatabase }
                readOnlyDatabase = try PulsumDatabase(readingAt: folder.database.path)
                return readOnlyDatabase
            }
        }
        return try openDatabase()
    }

    private func openDatabase() throws -> PulsumDatabase {
        if let database { return database }
        guard let folder else { throw PulsumError.databaseUnavailable(path: ":memory:", reason: "it is closed") }
        let opened = try sealedImage.map { try $0.open() } ?? PulsumDatabase(path: folder.database.path)
        database = opened
        return opened
    }

    /// Runs `body`, turning SQLite errors into Pulsum errors that name the database file.
    func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw DatabaseFailure.pulsumError(from: error, path: database?.path ?? folder?.database.path) ?? error
        }
    }

    /// Whether the data folder has a database yet (something was imported).
    public nonisolated var hasData: Bool {
        guard let folder else { return true }
        let sealed = access?.isEncrypted == true
        return FileManager.default.fileExists(atPath: sealed ? SealedDatabase.location(in: folder).path : folder.database.path)
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

    /// Imports every readable file under the given paths (files, export folders, ZIP archives, `.gz`
    /// files, `-` for standard input; see ``PulsumIngest/InputWalker``), one transaction per file
    /// (refused before anything is read when the study exports among them hold several people,
    /// see ``IngestOptions/participant``), then recomputes the daily metrics of the days the files
    /// touched
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
        let outcomes = try translatingErrors {
            try writing { try ingest(paths: paths, options: options, into: $0, progress: progress) }
        }
        try recordIngest(outcomes)
        return outcomes
    }

    private func ingest(
        paths: [String], options: IngestOptions, into database: PulsumDatabase,
        progress: @escaping @Sendable (IngestProgress) -> Void
    ) throws -> [FileOutcome] {
        try finishPendingWork(in: database)
        var outcomes: [FileOutcome] = []
        do {
            try ScratchFolder.withFolder(in: try scratchParent()) { scratch in
                let walker = InputWalker(scratch: scratch)
                for root in paths {
                    try walker.walk(root) { found in
                        switch found {
                        case let .file(file):
                            outcomes.append(try importFile(file, into: database, options: options, progress: progress))
                        case let .damaged(path, reason):
                            outcomes.append(.failed(path: path, reason: reason))
                        case let .skipped(path, reason):
                            outcomes.append(.skipped(path: path, reason: reason))
                        }
                    }
                }
            }
        } catch {
            try recomputePendingDays(priority: options.sourcePriority, in: database)
            throw error
        }
        try recomputePendingDays(priority: options.sourcePriority, in: database)
        return outcomes
    }

    /// Imports one file in its own transaction. Inside a folder or archive, files that are not
    /// exports (or are exports Pulsum cannot read) are skipped and damaged ones reported as
    /// failed, with the reason, so one bad file does not stop the rest; named alone, they throw.
    private func importFile(
        _ file: InputFile, into database: PulsumDatabase, options: IngestOptions,
        progress: @escaping @Sendable (IngestProgress) -> Void
    ) throws -> FileOutcome {
        let name = file.displayPath
        do {
            guard let reader = try detector.reader(for: file.path) else {
                if !file.isInCollection { throw PulsumError.unrecognizedFormat(path: name, hint: Self.formatHint) }
                return .skipped(path: name, reason: "not a recognised export file")
            }
            if file.path != file.displayPath {
                try detector.checkOneFile(file.path, displayPath: name, participant: options.participant)
            }
            let digest = try FileDigest.sha256(path: file.path)
            let readOptions = ReadOptions(displayPath: name, fallbackUTCOffset: options.fallbackUTCOffset,
                                          participant: options.participant)
            return .imported(try database.importFile(path: name, sha256: digest, format: reader.format.rawValue) {
                transaction in
                transaction.strict = options.strict
                var sink = ProgressForwardingSink(inner: transaction, path: name, progress: progress)
                try reader.read(path: file.path, options: readOptions, into: &sink)
                transaction = sink.inner
            })
        } catch let PulsumError.unsupportedFormat(path, reason) where file.isInCollection {
            return .skipped(path: path, reason: reason)
        } catch let error as PulsumError where file.isInCollection {
            switch error {
            case .truncatedFile, .unreadableFile, .unrecognizedFormat: return .failed(path: name, reason: "\(error)")
            default: throw error
            }
        }
    }

    /// Scores every day whose inputs changed, as the night of `asOf` (see ``DayScoring``), from
    /// the stored daily metrics.
    public func score(asOf: LocalDate) throws -> DayScoring.Outcome {
        let outcome = try translatingErrors { try writing { try score(asOf: asOf, in: $0) } }
        try access?.audit().record(.nightly, counts: ["days-scored": outcome.recomputed.count])
        return outcome
    }

    /// Imports `paths` (none: nothing) and then scores as the night of `asOf`, as one write: an
    /// encrypted folder's image is saved once, not after each step.
    public func nightly(
        paths: [String], options: IngestOptions = IngestOptions(), asOf: LocalDate,
        progress: @escaping @Sendable (IngestProgress) -> Void = { _ in }
    ) throws -> (outcomes: [FileOutcome], scoring: DayScoring.Outcome) {
        if !paths.isEmpty { try detector.checkOnePerson(paths: paths, participant: options.participant) }
        var outcomes: [FileOutcome] = []
        let scoring = try translatingErrors {
            try writing { database in
                if !paths.isEmpty { outcomes = try ingest(paths: paths, options: options, into: database, progress: progress) }
                return try score(asOf: asOf, in: database)
            }
        }
        if !paths.isEmpty { try recordIngest(outcomes) }
        try access?.audit().record(.nightly, counts: ["days-scored": scoring.recomputed.count])
        return (outcomes, scoring)
    }

    private func score(asOf: LocalDate, in database: PulsumDatabase) throws -> DayScoring.Outcome {
        try finishPendingWork(in: database)
        return try DayScoring(database: database).run(history: try database.dailyMetrics(), asOf: asOf)
    }

    /// The setting that remembers which source priority the stored daily metrics used.
    static let prioritySetting = "source_priority"

    /// Recomputes the daily metrics of the pending days (those the imports touched, with their
    /// neighbours, recorded in each import's transaction). When the source priority differs from
    /// the one the stored metrics used, every day is recomputed.
    private func recomputePendingDays(priority: SourcePriority, in database: PulsumDatabase) throws {
        var days = Set(try database.pendingDays())
        if try database.setting(Self.prioritySetting) != priority.description, let all = try database.storedDayRange() {
            days.formUnion((all.lowerBound.dayNumber...all.upperBound.dayNumber).map(LocalDate.init(dayNumber:)))
        }
        try recompute(days: days, priority: priority, in: database)
        try database.setSetting(Self.prioritySetting, priority.description)
    }

    /// Finishes the work a run killed between importing and recomputing left behind: recomputes
    /// the pending days with the source priority the stored metrics use. Every command that
    /// writes calls it first, so a re-run converges to the uninterrupted result.
    private func finishPendingWork(in database: PulsumDatabase) throws {
        let days = Set(try database.pendingDays())
        guard !days.isEmpty else { return }
        let stored = try database.setting(Self.prioritySetting).flatMap { try? SourcePriority(parsing: $0) }
        try recompute(days: days, priority: stored ?? .standard, in: database)
    }

    /// Days per aggregation window: bounds the memory used by a recompute of years of data.
    static let daysPerWindow = 31

    /// Recomputes and stores the daily metrics of `days`, a window of consecutive days at a time.
    public func recompute(days: Set<LocalDate>, priority: SourcePriority) throws {
        try translatingErrors { try writing { try recompute(days: days, priority: priority, in: $0) } }
    }

    private func recompute(days: Set<LocalDate>, priority: SourcePriority, in database: PulsumDatabase) throws {
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
