import Foundation

/// What can go wrong with vectors, vector files and store files; every message names the file
/// or the id and says what to do.
public enum VectorStoreError: Error, Sendable, Equatable {
    /// A file cannot be opened or read (missing, permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// A file cannot be written.
    case unwritable(path: String, reason: String)
    /// The file is not a Pulsum vector store at all (wrong magic bytes).
    case foreignFile(path: String)
    /// The store file was written by a newer (or unknown) format version.
    case unsupportedVersion(path: String, found: UInt32, supported: UInt32)
    /// The store file is shorter than its header says: an interrupted copy or a full disk.
    case truncated(path: String, expectedBytes: Int, actualBytes: Int)
    /// The store file's bytes do not match its checksum or its structure is inconsistent.
    case damaged(path: String, reason: String)
    /// The store was built with another embedding model; its vectors are not comparable.
    case modelMismatch(path: String, found: EmbeddingModelIdentity, expected: EmbeddingModelIdentity)
    /// A vector input file (`.f32`, `.bin`, `.fvecs`, `.npy`) is malformed.
    case malformedVectors(path: String, reason: String)
    /// A vector's length differs from the store's dimension.
    case dimensionMismatch(expected: Int, actual: Int)
    /// A vector is zero, or has NaN or infinite entries, so it cannot be normalised.
    case invalidVector(reason: String)
    /// An id is empty, or an id or payload is larger than the format allows.
    case invalidEntry(id: String, reason: String)
    /// A search parameter is out of range (k < 1, threads < 1).
    case invalidArgument(name: String, reason: String)
}

extension VectorStoreError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read \(path): \(reason). Check the path and its permissions."
        case let .unwritable(path, reason):
            "cannot write \(path): \(reason). Check free space and the folder's permissions."
        case let .foreignFile(path):
            "\(path) is not a Pulsum vector store (wrong magic bytes); it was left untouched."
        case let .unsupportedVersion(path, found, supported):
            "\(path) uses vector store format \(found), this pulsum reads up to \(supported); "
                + "upgrade pulsum or rebuild the store. The file was left untouched."
        case let .truncated(path, expected, actual):
            "\(path) is truncated (\(actual) of \(expected) bytes); it was left untouched. "
                + "Restore it from a backup or rebuild the store."
        case let .damaged(path, reason):
            "\(path) is damaged (\(reason)); it was left untouched. Restore it from a backup or rebuild the store."
        case let .modelMismatch(path, found, expected):
            "\(path) was built with embedding model \(found), not \(expected); its vectors cannot be "
                + "compared. Rebuild the store with the current model. The file was left untouched."
        case let .malformedVectors(path, reason):
            "\(path): \(reason)"
        case let .dimensionMismatch(expected, actual):
            "vector has \(actual) dimensions where the store has \(expected)"
        case let .invalidVector(reason):
            "invalid vector: \(reason)"
        case let .invalidEntry(id, reason):
            "invalid entry '\(id.prefix(80))': \(reason)"
        case let .invalidArgument(name, reason):
            "invalid \(name): \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
