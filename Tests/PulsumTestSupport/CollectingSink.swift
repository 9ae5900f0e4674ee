import PulsumCore

/// A sink that keeps everything a reader reports in memory, for tests on small inputs.
public struct CollectingSink: RecordSink, Sendable {
    public var samples: [Sample] = []
    public var segments: [SleepSegment] = []
    public var rejected: [InputError] = []
    public var warnings: [InputError] = []
    public var skipped: [String: Int] = [:]
    /// The lines the reader located, in order (``RecordSink/locate(line:)``).
    public var lines: [Int] = []

    public init() {}

    public mutating func accept(_ sample: Sample) { samples.append(sample) }
    public mutating func accept(_ segment: SleepSegment) { segments.append(segment) }
    public mutating func reject(_ error: InputError) { rejected.append(error) }
    public mutating func warn(_ warning: InputError) { warnings.append(warning) }
    public mutating func skip(kind: String) { skipped[kind, default: 0] += 1 }
    public mutating func locate(line: Int) { lines.append(line) }
}
