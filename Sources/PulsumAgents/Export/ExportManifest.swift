import Foundation

/// `manifest.json` of an export folder: what each file holds, its size and SHA-256 (of the bytes
/// on disk, so of the ciphertext when the export is encrypted).
public struct ExportManifest: Sendable, Encodable {
    /// One exported file.
    public struct File: Sendable, Encodable {
        /// The file's name in the export folder.
        public var name: String
        /// What it holds (`samples`, `daily`, `scores`, `analyses`, `imports`, `feedback-history`,
        /// `ranker-state`, `last-recommendation`, `library`, `audit-log`, `audit-checkpoint`).
        public var kind: String
        /// `jsonl`, `csv`, `json` or `text`.
        public var format: String
        /// Rows, for tables.
        public var rows: Int?
        public var bytes: Int
        public var sha256: String
    }

    public var format = "pulsum-export"
    public var version = 1
    /// When it was written (UTC).
    public var created: String
    /// True when each file is an age file (`NAME.age`).
    public var encrypted: Bool
    public var files: [File]
}
