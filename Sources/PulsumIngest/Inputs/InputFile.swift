/// One file to import: where its bytes are on disk, and how to name it to the person.
public struct InputFile: Sendable, Equatable {
    /// A readable path: the file itself, or its copy in a scratch folder (a ZIP member, the
    /// content of a `.gz` file, standard input), under the member's own name.
    public var path: String
    /// The name in messages and summaries: the path as given, `archive.zip:member/path`, or `-`.
    public var displayPath: String
    /// Whether it came out of a folder or an archive: then a file that is not an export is
    /// skipped and a damaged one reported, instead of stopping the import.
    public var isInCollection: Bool

    public init(path: String, displayPath: String, isInCollection: Bool) {
        self.path = path
        self.displayPath = displayPath
        self.isInCollection = isInCollection
    }
}
