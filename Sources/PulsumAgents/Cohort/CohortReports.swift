/// What `cohort import` did for one person (one JSON line of the command's output).
public struct PersonImportReport: Sendable, Encodable, Equatable {
    /// The person's opaque id.
    public var person: String
    /// `imported` or `failed`.
    public var status: String
    /// The manifest sources imported for this person (`participant:ID`, `export:NAME`).
    public var sources: [String]
    /// Files read, samples and segments added, rows rejected.
    public var files: Int
    public var added: Int
    public var rejected: Int
    /// Why the import failed (nothing of the failing file was kept), or `nil`.
    public var reason: String?
    /// Wall-clock seconds for this person.
    public var seconds: Double
}

/// What `cohort nightly` did for one person (one JSON line of the command's output).
public struct PersonNightlyReport: Sendable, Encodable, Equatable {
    /// The person's opaque id.
    public var person: String
    /// `scored` (the latest day has a score), `no-score` (with the reason), `failed` (with the
    /// error) or `busy` (another pulsum holds the person's folder; nothing changed).
    public var status: String
    /// The latest day with data (`YYYY-MM-DD`), its score (0–100) when it has one.
    public var date: String?
    public var score: Double?
    /// Days scored in this run (0 when nothing changed since the last run).
    public var scoredDays: Int
    /// Why there is no score, or what failed.
    public var reason: String?
    /// Wall-clock seconds for this person.
    public var seconds: Double

    enum CodingKeys: String, CodingKey {
        case person, status, date, score, reason, seconds
        case scoredDays = "scored_days"
    }
}

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
