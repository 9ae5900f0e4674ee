/// Why the sentence-embedding model could not be loaded. Every message names the file and says
/// how to fix it; Pulsum never falls back to a weaker embedder.
public enum EmbeddingError: Error, Sendable, Equatable {
    /// Model files are absent from the folder Pulsum looked in.
    case modelFilesMissing(directory: String, files: [String])
    /// A model file is present but is not the pinned one (wrong size, damaged, or another model).
    case modelFileInvalid(path: String, reason: String)
}

extension EmbeddingError: CustomStringConvertible {
    /// What went wrong, which file, and the command that fixes it.
    public var description: String {
        switch self {
        case let .modelFilesMissing(directory, files):
            "the \(ModelFiles.modelName) model is not installed in \(directory) (missing: "
                + files.joined(separator: ", ") + "). Run \(ModelFiles.setupCommand), or set "
                + "\(ModelFiles.directoryVariable) to the folder holding the model; `pulsum doctor` lists where Pulsum looked."
        case let .modelFileInvalid(path, reason):
            "\(path) is not the \(ModelFiles.modelName) file Pulsum expects (\(reason)). Reinstall the model with "
                + "\(ModelFiles.setupCommand); `pulsum doctor` checks every file's SHA-256."
        }
    }
}
