import GRDB
import PulsumCore

/// What one source recorded of one kind of data: the report's "data coverage" table.
public struct SourceRecordCount: Hashable, Sendable {
    /// The source.
    public var source: SourceRef
    /// The metric (`steps`, `heart_rate`, …) or `sleep` for sleep segments.
    public var kind: String
    /// Samples or segments stored.
    public var count: Int
    /// Local days of the first and the last record.
    public var firstDay: LocalDate
    public var lastDay: LocalDate
}

extension PulsumDatabase {
    /// Records per source and kind, with their first and last local day, ordered by source name,
    /// device and kind.
    public func sourceRecordCounts() throws -> [SourceRecordCount] {
        try queue.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT s.name, s.device_model, r.kind, r.n, r.first, r.last FROM (
                    SELECT source_id, metric AS kind, count(*) AS n, min(start + utc_offset) AS first,
                           max(start + utc_offset) AS last FROM sample GROUP BY source_id, metric
                    UNION ALL
                    SELECT source_id, 'sleep', count(*), min("end" + utc_offset), max("end" + utc_offset)
                    FROM sleep_segment GROUP BY source_id
                ) r JOIN source s ON s.id = r.source_id
                ORDER BY s.name, s.device_model, r.kind
                """)
            return rows.map { row in
                SourceRecordCount(source: SourceRef(name: row[0], deviceModel: row[1]), kind: row[2], count: row[3],
                                  firstDay: LocalDate(instant: row[4], utcOffset: 0),
                                  lastDay: LocalDate(instant: row[5], utcOffset: 0))
            }
        }
    }
}
