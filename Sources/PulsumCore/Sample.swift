/// One measurement of a canonical metric over an interval, ready to store.
///
/// Instants are UTC seconds since 1970; ``utcOffset`` is the recording time zone's offset from
/// UTC at ``start``, which decides the sample's local calendar day.
public struct Sample: Hashable, Codable, Sendable {
    public var metric: Metric
    /// UTC start, seconds since 1970-01-01T00:00:00Z.
    public var start: Int64
    /// UTC end, seconds since 1970-01-01T00:00:00Z (equal to ``start`` for instantaneous readings).
    public var end: Int64
    /// Offset of the recording time zone from UTC, in seconds, at ``start``.
    public var utcOffset: Int32
    /// The value in the metric's canonical unit (see ``Metric/unit``).
    public var value: Double
    public var source: SourceRef

    public init(metric: Metric, start: Int64, end: Int64, utcOffset: Int32, value: Double, source: SourceRef) {
        self.metric = metric
        self.start = start
        self.end = end
        self.utcOffset = utcOffset
        self.value = value
        self.source = source
    }

    /// The local calendar day the sample belongs to (the day of its start in its own time zone).
    public var localDay: LocalDate { LocalDate(instant: start, utcOffset: utcOffset) }
}

/// One interval of one sleep stage from one source.
public struct SleepSegment: Hashable, Codable, Sendable {
    public var stage: SleepStage
    /// UTC start, seconds since 1970.
    public var start: Int64
    /// UTC end, seconds since 1970.
    public var end: Int64
    /// Offset of the recording time zone from UTC, in seconds.
    public var utcOffset: Int32
    public var source: SourceRef

    public init(stage: SleepStage, start: Int64, end: Int64, utcOffset: Int32, source: SourceRef) {
        self.stage = stage
        self.start = start
        self.end = end
        self.utcOffset = utcOffset
        self.source = source
    }

    /// Length of the segment in seconds (never negative).
    public var duration: Int64 { max(0, end - start) }
}
