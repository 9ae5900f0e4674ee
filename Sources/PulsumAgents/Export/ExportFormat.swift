/// How `pulsum export` writes tables (docs/export.md).
public enum ExportFormat: String, Sendable, CaseIterable, Codable {
    /// JSON Lines: one object per row, keys in column order.
    case jsonl
    /// RFC 4180 CSV with a header line.
    case csv
}
