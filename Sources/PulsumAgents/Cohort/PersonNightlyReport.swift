/// What `cohort nightly` did for one person (one JSON line of the command's output).
public struct PersonNightlyReport: Sendable, Encodable, Equatable {
    /// The person's opaque id.
    public var person: String
    /// How the person's night ended.
    public enum Status: String, Sendable, Encodable {
        /// The latest day has a score.
        case scored
        /// Too little data for a score yet (with the reason): not an error.
        case noScore = "no-score"
        /// Scoring failed (with the error).
        case failed
        /// Another pulsum holds the person's folder; nothing changed.
        case busy
    }

    /// How the person's night ended.
    public var status: Status
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
