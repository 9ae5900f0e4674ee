import PulsumCore

/// Wraps the import transaction to count records and forward progress to the caller.
struct ProgressForwardingSink<Inner: RecordSink>: RecordSink {
    var inner: Inner
    let path: String
    let progress: @Sendable (IngestProgress) -> Void
    private var records = 0

    init(inner: Inner, path: String, progress: @escaping @Sendable (IngestProgress) -> Void) {
        self.inner = inner
        self.path = path
        self.progress = progress
    }

    mutating func accept(_ sample: Sample) throws {
        records += 1
        try inner.accept(sample)
    }

    mutating func accept(_ segment: SleepSegment) throws {
        records += 1
        try inner.accept(segment)
    }

    mutating func reject(_ error: InputError) throws {
        records += 1
        try inner.reject(error)
    }

    mutating func skip(kind: String) {
        records += 1
        inner.skip(kind: kind)
    }

    mutating func progress(bytesRead: Int64, totalBytes: Int64) {
        progress(IngestProgress(path: path, bytesRead: bytesRead, totalBytes: totalBytes, records: records))
    }
}
