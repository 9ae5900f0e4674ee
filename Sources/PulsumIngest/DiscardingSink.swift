import PulsumCore

/// A sink that keeps nothing: for passes over a file that look at rows, not records (listing a
/// study export's participants).
struct DiscardingSink: RecordSink {
    mutating func accept(_ sample: Sample) {}
    mutating func accept(_ segment: SleepSegment) {}
    mutating func reject(_ error: InputError) {}
    mutating func warn(_ warning: InputError) {}
    mutating func skip(kind: String) {}
}
