import PulsumCore
import PulsumFiles

/// A vendor CSV with a header row: finds columns by (localised) name and hands out rows with
/// their line numbers. Handles a UTF-8 BOM, CRLF, metadata lines before the header (Samsung),
/// trailing commas, header-only files (no rows) and, on request, exact duplicate rows.
struct HeaderCSV {
    /// Lower-cased, trimmed header names.
    let columns: [String]

    /// The index of the first column whose name is one of `names` (compared lower-cased), or, for
    /// names ending in `*`, starts with it.
    func index(_ names: String...) -> Int? {
        for name in names {
            let wanted = name.lowercased()
            if wanted.hasSuffix("*") {
                let prefix = wanted.dropLast()
                if let found = columns.firstIndex(where: { $0.hasPrefix(prefix) }) { return found }
            } else if let found = columns.firstIndex(of: wanted) {
                return found
            }
        }
        return nil
    }

    /// The header names from the first bytes of a file (for detection), lower-cased.
    static func header(in head: UnsafeBufferPointer<UInt8>, skippingLines skip: Int = 0) -> [String]? {
        var lines = LineScanner(head)
        for _ in 0..<skip { guard lines.next() != nil else { return nil } }
        guard let line = lines.next(), let fields = CSVFields.split(line) else { return nil }
        return fields.map { $0.trimmingWhitespace.lowercased() }
    }

    /// Reads the file's rows after the header (RFC 4180 records: a quoted cell may span lines).
    ///
    /// - Parameters:
    ///   - skip: lines before the header (Samsung's `table,n,n` line).
    ///   - dropDuplicates: skip a row whose text exactly equals an earlier row (counted as
    ///     `duplicate row` in the sink's skipped kinds).
    ///   - body: called with each non-empty row.
    static func read<Sink: RecordSink>(
        path: String, options: ReadOptions, skippingLines skip: Int = 0, dropDuplicates: Bool = false,
        into sink: inout Sink, _ body: (HeaderCSV, Row, inout Sink) throws -> Void
    ) throws {
        let file = try ReadOnlyFile(path: path)
        try file.withBytes { bytes in
            var records = CSVRecords(bytes)
            for _ in 0..<skip { _ = records.next() }
            guard let headerLine = records.next(), let names = CSVFields.split(headerLine) else {
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "The file has no header row.")
            }
            let table = HeaderCSV(columns: names.map { $0.trimmingWhitespace.lowercased() })
            // 64-bit hashes, not the rows: memory stays small on big exports; a false duplicate
            // needs a hash collision (odds about 3 in a million for 10^7 distinct rows).
            var seen = Set<Int>()
            while let line = records.next() {
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x2C }) { continue }
                if dropDuplicates, !seen.insert(Self.hash(line)).inserted {
                    sink.skip(kind: "duplicate row")
                    continue
                }
                guard let fields = CSVFields.split(line) else {
                    try sink.reject(InputError(file: options.displayPath, line: records.lineNumber,
                                                 reason: "unbalanced quote"))
                    continue
                }
                sink.locate(line: records.lineNumber)
                try body(table, Row(fields: fields, line: records.lineNumber, file: options.displayPath), &sink)
                if records.lineNumber % 4096 == 0 {
                    sink.progress(bytesRead: Int64(records.offset), totalBytes: Int64(file.size))
                }
            }
            sink.progress(bytesRead: Int64(file.size), totalBytes: Int64(file.size))
        }
    }

    static func hash(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(line))
        return hasher.finalize()
    }

    /// One data row.
    struct Row {
        let fields: [String]
        /// 1-based line number in the file.
        let line: Int
        let file: String

        /// The trimmed cell, or `nil` when the column is unknown, absent or the cell is empty.
        subscript(_ column: Int?) -> String? {
            guard let column, column < fields.count else { return nil }
            let text = fields[column].trimmingWhitespace
            return text.isEmpty ? nil : text
        }

        /// An error about this row.
        func error(_ field: String, _ reason: String) -> InputError {
            InputError(file: file, line: line, field: field, reason: reason)
        }
    }
}
