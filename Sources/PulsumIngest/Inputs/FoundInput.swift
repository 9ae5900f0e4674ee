/// What walking an input found: a file to read, a member of a collection that could not be
/// taken out of it (a damaged ZIP member or `.gz` file inside a folder or archive), or something
/// in a folder that is never opened (see ``FolderEntry/skipped(path:reason:)``).
public enum FoundInput: Sendable, Equatable {
    /// A file to read.
    case file(InputFile)
    /// A file of a folder or archive that cannot be read, by its display path, with the reason.
    case damaged(path: String, reason: String)
    /// A FIFO, socket, device, unlistable folder or symbolic-link loop in a folder, with the reason.
    case skipped(path: String, reason: String)
}
