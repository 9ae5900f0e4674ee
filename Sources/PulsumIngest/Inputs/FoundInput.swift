/// What walking an input found: a file to read, or a member of a collection that could not be
/// taken out of it (a damaged ZIP member or `.gz` file inside a folder or archive).
public enum FoundInput: Sendable, Equatable {
    /// A file to read.
    case file(InputFile)
    /// A file of a folder or archive that cannot be read, by its display path, with the reason.
    case damaged(path: String, reason: String)
}
