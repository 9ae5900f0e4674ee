/// How far the import of one file has come.
public struct IngestProgress: Sendable {
    /// The file being read.
    public var path: String
    /// Bytes of it consumed so far, and its size.
    public var bytesRead: Int64
    public var totalBytes: Int64
    /// Records (samples, sleep segments, rejected and skipped rows) read so far.
    public var records: Int
}
