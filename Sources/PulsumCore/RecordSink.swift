/// Receives what a streaming reader finds, record by record, so nothing is held in memory.
///
/// The store's import transaction is the production sink; tests collect into arrays.
public protocol RecordSink {
    /// A valid sample in canonical units.
    mutating func accept(_ sample: Sample) throws
    /// A valid sleep-stage interval.
    mutating func accept(_ segment: SleepSegment) throws
    /// A malformed record. Throwing stops the import (strict mode).
    mutating func reject(_ error: InputError) throws
    /// A well-formed record of a kind Pulsum does not use (counted, not an error).
    mutating func skip(kind: String)
    /// Progress: bytes of the input consumed so far.
    mutating func progress(bytesRead: Int64, totalBytes: Int64)
}

extension RecordSink {
    public mutating func progress(bytesRead: Int64, totalBytes: Int64) {}
}

/// A sink that keeps everything in memory: for tests and small inputs.
public struct CollectingSink: RecordSink, Sendable {
    public var samples: [Sample] = []
    public var segments: [SleepSegment] = []
    public var rejected: [InputError] = []
    public var skipped: [String: Int] = [:]

    public init() {}

    public mutating func accept(_ sample: Sample) { samples.append(sample) }
    public mutating func accept(_ segment: SleepSegment) { segments.append(segment) }
    public mutating func reject(_ error: InputError) { rejected.append(error) }
    public mutating func skip(kind: String) { skipped[kind, default: 0] += 1 }
}
