import GRDB
import GRDBSQLite
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// Counts for one imported file.
public struct ImportSummary: Codable, Hashable, Sendable {
    public var batchID: Int64
    public var path: String
    public var format: String
    /// Records read (samples + sleep segments + rejected + skipped).
    public var records: Int
    /// New rows stored.
    public var added: Int
    /// Records already stored (same metric, source, interval and value).
    public var duplicates: Int
    /// Malformed records, with the first few reasons.
    public var rejected: Int
    /// Records kept with a caveat (see ``PulsumCore/RecordSink/warn(_:)``), with the first few.
    public var warned = 0
    public var warnings: [InputError] = []
    /// Well-formed records of kinds Pulsum does not use, by kind.
    public var skipped: Int
    public var skippedKinds: [String: Int]
    public var rejections: [InputError]
    /// The UTC instants range `[min start, max end]` of added rows, when any were added.
    public var touchedRange: ClosedRange<Int64>?
    /// Local days that received new rows (what daily aggregation must recompute).
    public var touchedDays: Set<LocalDate>
}

/// The sink that writes a file's records into the database inside the import's transaction.
///
/// Inserts use `INSERT OR IGNORE` against each table's unique key, so re-importing the same data
/// adds nothing, and prepared statements bound through the C API (≈1 µs per row).
public struct ImportTransaction: RecordSink {
    /// How many rejection reasons are kept verbatim in the summary (all are counted).
    public static let keptRejections = 50

    /// Each metric's name as a C string that lives as long as the process, so it is bound without
    /// a copy (binding the Swift string made SQLite allocate and copy it for every row).
    // safe: immutable after initialisation; the C strings are never written or freed.
    nonisolated(unsafe) private static let metricNames: [Metric: UnsafePointer<CChar>] = Dictionary(
        uniqueKeysWithValues: Metric.allCases.compactMap { metric in strdup(metric.rawValue).map { (metric, UnsafePointer($0)) } })

    private let db: Database
    private let sampleInsert: Statement
    private let segmentInsert: Statement
    /// Source ids by source; the recent ones compared first (hashing two strings per row costs
    /// more than parts of the insert).
    private var sourceIDs = RecentFirstMap<SourceRef, Int64>()
    private var summary: ImportSummary
    /// The last day added to ``ImportSummary/touchedDays``.
    private var lastTouchedDay: LocalDate?
    /// The line the reader last gave (``locate(line:)``), `nil` for formats without lines.
    private var line: Int?
    /// Strict mode: the first malformed record aborts the import (and its transaction).
    public var strict = false
    /// The limits a record must meet to be stored (plausible instants, duration, source length).
    public var bounds = RecordBounds(now: Int64(time(nil)))

    init(db: Database, path: String, sha256: String, format: String) throws {
        self.db = db
        try db.execute(
            sql: "INSERT INTO ingest_batch(path, sha256, format, imported_at) VALUES (?, ?, ?, strftime('%s','now'))",
            arguments: [path, sha256, format])
        let batch = db.lastInsertedRowID
        sampleInsert = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO sample(metric, start, "end", utc_offset, value, source_id, batch_id)
            VALUES (?, ?, ?, ?, ?, ?, \(batch))
            """)
        segmentInsert = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO sleep_segment(source_id, start, "end", utc_offset, stage, batch_id)
            VALUES (?, ?, ?, ?, ?, \(batch))
            """)
        summary = ImportSummary(batchID: batch, path: path, format: format, records: 0, added: 0, duplicates: 0,
                                rejected: 0, skipped: 0, skippedKinds: [:], rejections: [], touchedRange: nil,
                                touchedDays: [])
    }

    public mutating func accept(_ sample: Sample) throws {
        guard sample.value.isFinite else {
            try reject(InputError(file: summary.path, line: position.number, field: "value", reason: "not a finite number" + position.note))
            return
        }
        if let violation = bounds.violation(start: sample.start, end: sample.end, source: sample.source,
                                            file: summary.path, at: position) {
            try reject(violation)
            return
        }
        summary.records += 1
        let source = try sourceID(sample.source)
        let statement = sampleInsert.sqliteStatement
        sqlite3_reset(statement)
        RawStatementBinding.bindText(static: Self.metricNames[sample.metric], to: statement, at: 1)
        sqlite3_bind_int64(statement, 2, sample.start)
        sqlite3_bind_int64(statement, 3, sample.end)
        sqlite3_bind_int64(statement, 4, Int64(sample.utcOffset))
        sqlite3_bind_double(statement, 5, sample.value)
        sqlite3_bind_int64(statement, 6, source)
        try step(statement)
        noteInsert(start: sample.start, end: sample.end, offset: sample.utcOffset)
    }

    public mutating func accept(_ segment: SleepSegment) throws {
        if let violation = bounds.violation(start: segment.start, end: segment.end, source: segment.source,
                                            file: summary.path, at: position) {
            try reject(violation)
            return
        }
        summary.records += 1
        let source = try sourceID(segment.source)
        let statement = segmentInsert.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, source)
        sqlite3_bind_int64(statement, 2, segment.start)
        sqlite3_bind_int64(statement, 3, segment.end)
        sqlite3_bind_int64(statement, 4, Int64(segment.utcOffset))
        RawStatementBinding.bindText(segment.stage.rawValue, to: statement, at: 5)
        try step(statement)
        noteInsert(start: segment.start, end: segment.end, offset: segment.utcOffset)
    }

    public mutating func locate(line: Int) { self.line = line }

    /// Where the record being stored sits: the reader's line, else its number in the file.
    private var position: RecordPosition { line.map(RecordPosition.line) ?? .record(summary.records + 1) }

    public mutating func reject(_ error: InputError) throws {
        if strict { throw PulsumError.malformedRecord(error) }
        summary.records += 1
        summary.rejected += 1
        if summary.rejections.count < Self.keptRejections { summary.rejections.append(error) }
    }

    public mutating func warn(_ warning: InputError) {
        summary.warned += 1
        if summary.warnings.count < Self.keptRejections { summary.warnings.append(warning) }
    }

    public mutating func skip(kind: String) {
        summary.records += 1
        summary.skipped += 1
        summary.skippedKinds[kind, default: 0] += 1
    }

    /// Records the final counts on the batch row and the touched days (with their neighbours)
    /// as pending work, in the import's transaction, and returns the summary.
    mutating func finish() throws -> ImportSummary {
        try PulsumDatabase.markPending(Self.withNeighbours(summary.touchedDays), in: db)
        try db.execute(
            sql: "UPDATE ingest_batch SET records = ?, added = ?, duplicates = ?, rejected = ?, skipped = ? WHERE id = ?",
            arguments: [summary.records, summary.added, summary.duplicates, summary.rejected, summary.skipped,
                        summary.batchID])
        return summary
    }

    /// Each day with the one before and after: sleep counts on its wake day, and a sample's
    /// instant can fall on the neighbouring day in another offset.
    static func withNeighbours(_ days: Set<LocalDate>) -> Set<LocalDate> {
        var all = days
        for day in days { all.formUnion([day.adding(days: -1), day.adding(days: 1)]) }
        return all
    }

    private mutating func noteInsert(start: Int64, end: Int64, offset: Int32) {
        guard db.changesCount > 0 else {
            summary.duplicates += 1
            return
        }
        summary.added += 1
        let low = min(start, end), high = max(start, end)
        if let range = summary.touchedRange {
            summary.touchedRange = min(range.lowerBound, low)...max(range.upperBound, high)
        } else {
            summary.touchedRange = low...high
        }
        let first = LocalDate(instant: low, utcOffset: offset)
        let last = LocalDate(instant: high, utcOffset: offset)
        // Consecutive rows mostly fall on the day already noted: skip the set (and its hashing).
        guard first != lastTouchedDay || last != first else { return }
        var day = first
        while day <= last {
            summary.touchedDays.insert(day)
            day = day.adding(days: 1)
        }
        lastTouchedDay = last
    }

    private mutating func sourceID(_ source: SourceRef) throws -> Int64 {
        if let id = sourceIDs.value(for: source) { return id }
        try db.execute(sql: "INSERT OR IGNORE INTO source(name, device_model) VALUES (?, ?)",
                       arguments: [source.name, source.deviceModel])
        let id = try Int64.fetchOne(db, sql: "SELECT id FROM source WHERE name = ? AND device_model = ?",
                                    arguments: [source.name, source.deviceModel]) ?? 0
        sourceIDs.set(id, for: source)
        return id
    }

    private func step(_ statement: SQLiteStatement) throws {
        _ = try db.stepRaw(statement)  // an INSERT returns no row
    }
}
