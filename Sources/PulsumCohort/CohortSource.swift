import PulsumCore

/// What the manifest maps to a person: a participant id of a study export, or the name of a
/// one-person export (a folder or file given to `cohort import`).
public enum CohortSource: Hashable, Sendable, CustomStringConvertible {
    /// A participant id inside a study export (Fitabase's `Id` column), written `participant:ID`.
    case participant(String)
    /// A one-person export folder or file, by its name (last path component), written `export:NAME`.
    /// Named by name, not full path, so a new drop of the same person's folder elsewhere maps to
    /// the same person.
    case export(String)

    /// Parses `participant:ID` or `export:NAME`.
    public init(parsing text: String) throws {
        if text.hasPrefix("participant:"), text.count > 12 {
            self = .participant(String(text.dropFirst(12)))
        } else if text.hasPrefix("export:"), text.count > 7 {
            self = .export(String(text.dropFirst(7)))
        } else {
            throw PulsumError.invalidArgument(name: "cohort source", reason: "'\(text)' is not participant:ID or export:NAME")
        }
    }

    /// The manifest spelling.
    public var description: String {
        switch self {
        case let .participant(id): "participant:\(id)"
        case let .export(name): "export:\(name)"
        }
    }
}
