/// One thing found while walking an export folder (see ``FormatDetector/entries(under:)``).
public enum FolderEntry: Hashable, Sendable {
    /// A regular file (possibly through a symbolic link), to be imported or reported as failed.
    case file(String)
    /// Something that is never opened — a FIFO, socket or device, a folder that cannot be
    /// listed, a symbolic link loop or a broken link — with the reason.
    case skipped(path: String, reason: String)
}
