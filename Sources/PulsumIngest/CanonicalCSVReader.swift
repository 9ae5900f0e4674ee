import PulsumCore
import PulsumFiles

/// Reads Pulsum's canonical CSV: header `metric,start,end,value,unit,source` (columns in any
/// order, extra columns ignored), one sample or sleep interval per line.
public struct CanonicalCSVReader: ExportReader {
    public let format = ExportFormat.canonicalCSV
    static let requiredColumns = ["metric", "start", "end", "value", "unit", "source"]

    public init() {}

    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        var lines = LineScanner(head)
        guard let first = lines.next(), let fields = CSVFields.split(first) else { return false }
        let names = Set(fields.map { $0.trimmingWhitespace.lowercased() })
        return Self.requiredColumns.allSatisfy(names.contains)
    }

    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        try file.withBytes { bytes in
            var records = CSVRecords(bytes)
            guard let headerLine = records.next(), let header = CSVFields.split(headerLine) else {
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "The file is empty.")
            }
            let names = header.map { $0.trimmingWhitespace.lowercased() }
            var column: [String: Int] = [:]
            for (index, name) in names.enumerated() where column[name] == nil { column[name] = index }
            let missing = Self.requiredColumns.filter { column[$0] == nil }
            guard missing.isEmpty else {
                throw PulsumError.unrecognizedFormat(
                    path: options.displayPath,
                    hint: "The header lacks \(missing.joined(separator: ", ")); expected \(Self.requiredColumns.joined(separator: ","))")
            }
            let indices = Self.requiredColumns.compactMap { column[$0] }
            while let line = records.next() {
                if line.isEmpty { continue }
                let number = records.lineNumber
                guard let fields = CSVFields.split(line) else {
                    try sink.reject(InputError(file: options.displayPath, line: number, reason: "unbalanced quote"))
                    continue
                }
                guard fields.count >= names.count || indices.allSatisfy({ $0 < fields.count }) else {
                    try sink.reject(InputError(file: options.displayPath, line: number,
                                               reason: "\(fields.count) fields where the header has \(names.count)"))
                    continue
                }
                let f = indices.map { fields[$0] }
                sink.locate(line: number)
                let parsed = CanonicalRecord.parse(metric: f[0], start: f[1], end: f[2], value: f[3], unit: f[4],
                                                   source: f[5], file: options.displayPath, line: number)
                try CanonicalRecord.deliver(parsed, to: &sink)
                if number % 4096 == 0 { sink.progress(bytesRead: Int64(records.offset), totalBytes: Int64(file.size)) }
            }
            sink.progress(bytesRead: Int64(file.size), totalBytes: Int64(file.size))
        }
    }
}
