import PulsumEmbedding

/// A deterministic stand-in for the model: the vector is a function of the text, and every
/// call is recorded, so tests see exactly what was (re-)embedded.
public final class CountingEmbedder: TextEmbedder, @unchecked Sendable {  // safe: tests use it from one task at a time
    public let modelID = "counting-test-model"
    public let dimension = 8
    /// Every text embedded so far, in order.
    public private(set) var embedded: [String] = []

    public init() {}

    public func embed(_ texts: [String]) throws -> [[Float]] {
        embedded += texts
        return texts.map { text in
            var vector = [Float](repeating: 0.1, count: dimension)
            for (index, byte) in text.utf8.enumerated() { vector[index % dimension] += Float(byte) / 255 }
            return vector
        }
    }
}
