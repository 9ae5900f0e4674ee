import PulsumEmbedding

/// An embedder that returns vectors of the wrong length (2 values where it declares 8).
public struct BrokenEmbedder: TextEmbedder {
    public let modelID = "broken"
    public let dimension = 8

    public init() {}

    public func embed(_ texts: [String]) throws -> [[Float]] { texts.map { _ in [1, 0] } }
}
