/// Which embedding model produced a store's vectors: a name and a content hash of its weights.
///
/// Vectors from different models live in different spaces, so a store records the identity in
/// its file and refuses to load for another one.
public struct EmbeddingModelIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The model's name, for example `all-MiniLM-L6-v2`.
    public let id: String
    /// A hash of the model's weights (for example their lowercase hex SHA-256).
    public let hash: String

    /// Creates an identity from a model name and the hash of its weights.
    public init(id: String, hash: String) {
        self.id = id
        self.hash = hash
    }

    public var description: String { "\(id) (\(hash.prefix(12)))" }
}
