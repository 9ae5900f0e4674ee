import Foundation
import GRDB

/// One cell of an exported row, without SQLite's types leaking out of this module.
public enum ExportCell: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

extension PulsumDatabase {
    /// The tables and documented views `pulsum export` writes, by export name (docs/export.md).
    public static let exportQueries: [(name: String, sql: String)] = [
        ("samples", "SELECT * FROM samples_local ORDER BY start_local, metric"),
        ("daily", "SELECT * FROM daily ORDER BY date"),
        ("scores", "SELECT * FROM scores ORDER BY date"),
        ("analyses", "SELECT date, computed_as_of, json AS analysis FROM day_score ORDER BY date, computed_as_of"),
        ("imports", "SELECT * FROM ingest_batch ORDER BY id"),
    ]

    /// Streams the rows of `sql` (one of ``exportQueries``): `header` once with the column
    /// names, then `row` for each row, one at a time. Returns the number of rows.
    @discardableResult
    public func exportRows(sql: String, header: ([String]) throws -> Void, row: ([ExportCell]) throws -> Void) throws -> Int {
        try queue.read { db in
            let statement = try db.makeStatement(sql: sql)
            try header(statement.columnNames)
            let cursor = try Row.fetchCursor(statement)
            var count = 0
            while let next = try cursor.next() {
                try row(next.databaseValues.map(Self.cell))
                count += 1
            }
            return count
        }
    }

    private static func cell(_ value: DatabaseValue) -> ExportCell {
        switch value.storage {
        case .null: .null
        case let .int64(number): .integer(number)
        case let .double(number): .real(number)
        case let .string(text): .text(text)
        case let .blob(data): .blob(data)
        }
    }
}
