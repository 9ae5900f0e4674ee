/// How one comparison of a `pulsum-bench all` run ended.
public struct ComparisonOutcome: Encodable, Sendable, Equatable {
    /// Whether it was measured.
    public enum Status: String, Encodable, Sendable {
        /// Both sides ran; `rows` hold the figures.
        case measured
        /// Not run: the reference tool or the input is missing (`reason` says how to get it).
        case skipped
        /// The driver failed (`reason` has the end of its output).
        case failed
    }

    /// The comparison's name, for example "vector search".
    public var name: String
    public var status: Status
    /// Why it was skipped or failed.
    public var reason: String?
    /// Wall seconds the comparison took, both sides included.
    public var seconds: Double
    /// The driver's summary, when it was measured.
    public var summary: ComparisonSummary?

    /// An outcome.
    public init(name: String, status: Status, reason: String? = nil, seconds: Double = 0, summary: ComparisonSummary? = nil) {
        self.name = name
        self.status = status
        self.reason = reason
        self.seconds = seconds
        self.summary = summary
    }

    enum CodingKeys: String, CodingKey {
        case name, status, reason, seconds, summary = "result"
    }
}
