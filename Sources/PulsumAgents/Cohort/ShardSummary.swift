/// The last line of `cohort nightly`: how the shard went.
public struct ShardSummary: Sendable, Encodable, Equatable {
    /// `I/N`.
    public var shard: String
    /// People of the cohort in this shard, and how each ended.
    public var people: Int
    public var scored: Int
    public var noScore: Int
    public var failed: Int
    /// Wall-clock and process CPU seconds for the shard.
    public var seconds: Double
    public var cpuSeconds: Double

    /// Whether every person of the shard ran without error (`no-score` is not an error).
    public var succeeded: Bool { failed == 0 }

    enum CodingKeys: String, CodingKey {
        case shard, people, scored, failed, seconds
        case noScore = "no_score"
        case cpuSeconds = "cpu_seconds"
    }
}
