/// The plain-text form of an import: one row per format, then what needs attention.
extension IngestReport {
    /// How many rejected rows are quoted (all are counted; `--json` has the first 50 per file).
    static let quotedRejections = 5

    /// The per-format summary; `listingFiles` (`--verbose`) adds one line per file first.
    func text(listingFiles: Bool) -> String {
        var lines = listingFiles ? files.map(\.line) : []
        let imported = files.filter { $0.status == "imported" }
        let formats = Dictionary(grouping: imported, by: \.format).sorted { $0.key < $1.key }
        let header = ["format", "files", "records", "added", "duplicates", "rejected", "skipped", "warnings"]
        var rows = formats.map { format, group in [format, "\(group.count)"] + Self.counts(group) }
        if formats.count > 1 { rows.append(["total", "\(imported.count)"] + Self.counts(imported)) }
        if !rows.isEmpty { lines += Self.table([header] + rows) }
        let notRead = files.filter { $0.status == "skipped" }.count
        if notRead > 0 { lines.append("\(notRead) file(s) skipped: not an export Pulsum reads (--verbose lists them)") }
        for file in files where file.status == "failed" {
            lines.append("failed: \(file.path) (\(file.reason ?? "damaged")); nothing of it was imported")
        }
        let warnings = imported.flatMap { $0.warnings ?? [] }
        for warning in warnings.prefix(Self.quotedRejections) { lines.append("warning \(warning)") }
        let rejections = imported.flatMap { $0.rejections ?? [] }
        for reason in rejections.prefix(Self.quotedRejections) { lines.append("rejected \(reason)") }
        if rejected > min(Self.quotedRejections, rejections.count) {
            lines.append("… and \(rejected - min(Self.quotedRejections, rejections.count)) more rejected (see --json)")
        }
        if files.isEmpty { lines.append("nothing to import") }
        return lines.joined(separator: "\n")
    }

    private static func counts(_ files: [File]) -> [String] {
        [\File.records, \.added, \.duplicates, \.rejected, \.skipped, \.warned].map { key in "\(files.reduce(0) { $0 + $1[keyPath: key] })" }
    }

    /// Left-aligned first column, right-aligned numbers.
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}

extension IngestReport.File {
    /// One file in `--verbose`: its path, reader and counts, or why it was not imported.
    var line: String {
        guard status == "imported" else { return "\(path): \(status) (\(reason ?? ""))" }
        return "\(path) [\(format)]: \(records) records, \(added) added, \(duplicates) duplicates, "
            + "\(rejected) rejected, \(skipped) skipped, \(warned) warnings"
    }
}
