/// Receives what a streaming reader finds, record by record, so nothing is held in memory.
///
/// The store's import transaction is the production sink; tests collect into arrays
/// (`CollectingSink` in the `PulsumTestSupport` target).
public protocol RecordSink {
    /// A valid sample in canonical units.
    mutating func accept(_ sample: Sample) throws
    /// A valid sleep-stage interval.
    mutating func accept(_ segment: SleepSegment) throws
    /// A malformed record. Throwing stops the import (strict mode).
    mutating func reject(_ error: InputError) throws
    /// A record that was kept with a caveat (a damaged part was replaced by a fallback): counted
    /// apart from rejections, and never stops an import, strict or not.
    mutating func warn(_ warning: InputError)
    /// A well-formed record of a kind Pulsum does not use (counted, not an error).
    mutating func skip(kind: String)
    /// Progress: bytes of the input consumed so far.
    mutating func progress(bytesRead: Int64, totalBytes: Int64)
    /// The line of the records the reader passes next, so the sink's own rejections (the store's
    /// bounds) name it. Readers of line-based formats call it; for the others the sink counts
    /// records.
    mutating func locate(line: Int)
}

extension RecordSink {
    public mutating func progress(bytesRead: Int64, totalBytes: Int64) {}
    public mutating func locate(line: Int) {}
}
