/// A reader of a format that can hold several people in one file (a study export such as
/// Fitabase, where an `Id` column names the participant of each row).
///
/// Pulsum keeps one person per data folder: such a file is imported one participant at a time
/// (``ReadOptions/participant``), never merged into one person.
public protocol ParticipantListing: ExportReader {
    /// The participant ids found in the file, sorted, each once.
    func participants(path: String) throws -> [String]
}
