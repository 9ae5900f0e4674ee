import Foundation
import PulsumStore

/// The database's part of an export: its tables and documented views
/// (``PulsumStore/PulsumDatabase/exportQueries``), one file each, rows streamed one at a time.
enum TableExport {
    /// Writes every table of `database` into `folder`; returns the rows written in all.
    static func write(_ database: PulsumDatabase, into folder: ExportFolder, format: ExportFormat) throws -> Int {
        var total = 0
        for (name, sql) in PulsumDatabase.exportQueries {
            try folder.add("\(name).\(format.rawValue)", kind: name, format: format.rawValue) { file in
                var columns: [String] = []
                let rows: Int
                do {
                    rows = try database.exportRows(sql: sql, header: { names in
                        columns = names
                        try file.write(RowText.header(names, format: format))
                    }, row: { cells in
                        try file.write(RowText.line(cells, columns: columns, format: format))
                    })
                } catch {
                    throw DatabaseFailure.pulsumError(from: error, path: database.path) ?? error
                }
                total += rows
                return rows
            }
        }
        return total
    }
}
