import GRDB
import GRDBSQLite
import PulsumCore

/// Queries behind daily aggregation: raw data for a window, and the `daily_metric` table.
extension PulsumDatabase {
    /// Samples whose start lies in `window` (UTC seconds), with their sources, by metric then start.
    public func samples(startingIn window: ClosedRange<Int64>) throws -> [Sample] {
        try queue.read { db in
            let sources = try Self.sourcesByID(db)
            // One range of the (metric, start, …) key per metric, read through the C API: this
            // returns every stored sample of the days being recomputed (half a million on the
            // benchmark export), where GRDB's row wrappers cost more than SQLite's own work.
            let prepared = try db.makeStatement(sql: """
                SELECT start, "end", utc_offset, value, source_id FROM sample WHERE metric = ? AND start BETWEEN ? AND ?
                """)
            defer { withExtendedLifetime(prepared) {} }  // it finalizes the C statement when released
            let statement = prepared.sqliteStatement
            var samples: [Sample] = []
            for metric in Metric.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
                sqlite3_reset(statement)
                RawStatementBinding.bindText(metric.rawValue, to: statement, at: 1)
                sqlite3_bind_int64(statement, 2, window.lowerBound)
                sqlite3_bind_int64(statement, 3, window.upperBound)
                while try db.stepRaw(statement) {
                    guard let source = sources[sqlite3_column_int64(statement, 4)] else { continue }
                    samples.append(Sample(metric: metric, start: sqlite3_column_int64(statement, 0),
                                          end: sqlite3_column_int64(statement, 1),
                                          utcOffset: Int32(truncatingIfNeeded: sqlite3_column_int64(statement, 2)),
                                          value: sqlite3_column_double(statement, 3), source: source))
                }
            }
            return samples
        }
    }

    /// Every source by id: rows then share one ``SourceRef`` per source instead of decoding two
    /// strings each (and later hashing them is cheaper too).
    private static func sourcesByID(_ db: Database) throws -> [Int64: SourceRef] {
        var sources: [Int64: SourceRef] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name, device_model FROM source") {
            sources[row[0]] = SourceRef(name: row[1], deviceModel: row[2])
        }
        return sources
    }

    /// Sleep segments whose end lies in `window` and whose start is at most `lookBack` seconds
    /// before it.
    public func segments(endingIn window: ClosedRange<Int64>, lookBack: Int64) throws -> [SleepSegment] {
        try queue.read { db in
            let sources = try Self.sourcesByID(db)
            let rows = try Row.fetchCursor(db, sql: """
                SELECT stage, start, "end", utc_offset, source_id FROM sleep_segment
                WHERE start BETWEEN ? AND ? AND "end" BETWEEN ? AND ?
                """, arguments: [window.lowerBound - lookBack, window.upperBound, window.lowerBound, window.upperBound])
            var segments: [SleepSegment] = []
            while let row = try rows.next() {
                guard let stage = SleepStage(rawValue: row[0]), let source = sources[row[4]] else { continue }
                segments.append(SleepSegment(stage: stage, start: row[1], end: row[2], utcOffset: row[3],
                                             source: source))
            }
            return segments
        }
    }

    /// The local days spanned by all stored data (by UTC day ±1), or `nil` when there is none.
    public func storedDayRange() throws -> ClosedRange<LocalDate>? {
        try queue.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT min(lo), max(hi) FROM (
                    SELECT min(start) AS lo, max("end") AS hi FROM sample
                    UNION ALL SELECT min(start), max("end") FROM sleep_segment)
                """)
            guard let row, let low: Int64 = row[0], let high: Int64 = row[1] else { return nil }
            return LocalDate(instant: low, utcOffset: 0).adding(days: -1)...LocalDate(instant: high, utcOffset: 0).adding(days: 1)
        }
    }

    /// Replaces the stored metrics of `days` with `metrics` (days without an entry are cleared),
    /// in one transaction.
    public func replaceDailyMetrics(_ metrics: [DailyMetrics], for days: Set<LocalDate>) throws {
        try queue.write { db in
            let delete = try db.makeStatement(sql: "DELETE FROM daily_metric WHERE date = ?")
            for day in days { try delete.execute(arguments: [day.description]) }
            let insert = try db.makeStatement(sql: "INSERT INTO daily_metric(date, key, value) VALUES (?, ?, ?)")
            for day in metrics where days.contains(day.date) {
                for (key, value) in day.values where value.isFinite {
                    try insert.execute(arguments: [day.date.description, key.rawValue, value])
                }
            }
        }
    }

    /// Stored daily metrics between two days (inclusive; open ends when `nil`), ordered by date.
    public func dailyMetrics(from: LocalDate? = nil, to: LocalDate? = nil) throws -> [DailyMetrics] {
        try queue.read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT date, key, value FROM daily_metric WHERE date >= ? AND date <= ? ORDER BY date
                """, arguments: [from?.description ?? "0000-00-00", to?.description ?? "9999-99-99"])
            var days: [DailyMetrics] = []
            var dateText = ""  // rows come ordered by date: parse each date once
            var date: LocalDate?
            while let row = try rows.next() {
                let text: String = row[0]
                if text != dateText {
                    dateText = text
                    date = LocalDate(iso: text)
                }
                guard let date, let key = DailyMetricKey(rawValue: row[1]) else { continue }
                if days.last?.date != date { days.append(DailyMetrics(date: date)) }
                days[days.count - 1][key] = row[2]
            }
            return days
        }
    }

    /// A stored setting (for example the source priority the daily metrics were computed with).
    public func setting(_ key: String) throws -> String? {
        try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Stores a setting.
    public func setSetting(_ key: String, _ value: String) throws {
        try queue.write { db in
            try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
    }
}
