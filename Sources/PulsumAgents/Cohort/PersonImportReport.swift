/// What `cohort import` did for one person (one JSON line of the command's output).
public struct PersonImportReport: Sendable, Encodable, Equatable {
    /// The person's opaque id.
    public var person: String
    /// How the person's import ended.
    public enum Status: String, Sendable, Encodable {
        /// Every file was imported (possibly adding nothing new).
        case imported
        /// A file or the person's folder failed (with the reason); the other people go on.
        case failed
    }

    /// How the person's import ended.
    public var status: Status
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
