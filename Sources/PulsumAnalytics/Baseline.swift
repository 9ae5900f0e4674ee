/// How far a metric's baseline can be trusted on a day.
public enum BaselineStatus: String, Codable, Sendable, CaseIterable {
    /// Fewer than the minimum number of valid days (7 by default): no median, no z yet.
    case calibrating
    /// Enough days to compare against (7–13 by default), still settling.
    case provisional
    /// A full baseline (14 or more valid days by default).
    case trusted
    /// The window has values but none in the last 14 days (by default): the person's normal may
    /// have moved since, so the score does not use it.
    case stale

    /// Whether the score and the feature vector may use a baseline with this status.
    public var isUsable: Bool { self == .provisional || self == .trusted }
}

/// One metric's personal normal on one day, from the days before it, and that day's z-score.
///
/// Encodes as `{"median", "mad", "scale", "n", "z", "status", "ready_in_days"}` with `null` for
/// what is unknown (every key is always present, so readers need no special cases).
public struct Baseline: Hashable, Sendable, Codable {
    /// Median of the valid values in the window; `nil` while calibrating.
    public var median: Double?
    /// Unscaled median absolute deviation of the same values; `nil` while calibrating.
    public var mad: Double?
    /// `max(1.4826 · mad, floor)`; `nil` while calibrating, otherwise always > 0.
    public var scale: Double?
    /// Number of valid (non-missing, plausible) values in the window.
    public var n: Int
    /// `(x − median) / scale` for the day's own value; `nil` when the day has no valid value or
    /// the baseline has no median yet.
    public var z: Double?
    /// How far the baseline can be trusted.
    public var status: BaselineStatus
    /// While calibrating: in how many days the baseline is ready if a valid value arrives every
    /// day from this day on; `nil` otherwise.
    public var readyInDays: Int?

    /// Creates a baseline.
    public init(median: Double?, mad: Double?, scale: Double?, n: Int, z: Double?, status: BaselineStatus,
                readyInDays: Int?) {
        self.median = median
        self.mad = mad
        self.scale = scale
        self.n = n
        self.z = z
        self.status = status
        self.readyInDays = readyInDays
    }

    enum CodingKeys: String, CodingKey {
        case median, mad, scale, n, z, status
        case readyInDays = "ready_in_days"
    }

    /// Writes every key, with `null` for unknown values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(median, forKey: .median)
        try container.encode(mad, forKey: .mad)
        try container.encode(scale, forKey: .scale)
        try container.encode(n, forKey: .n)
        try container.encode(z, forKey: .z)
        try container.encode(status, forKey: .status)
        try container.encode(readyInDays, forKey: .readyInDays)
    }
}
