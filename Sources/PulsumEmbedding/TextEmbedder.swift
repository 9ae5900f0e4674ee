/// Turns text into fixed-size, L2-normalised sentence vectors.
///
/// The rest of Pulsum (safety screen, coaching search) depends on this protocol only, so tests
/// can use small deterministic embedders while production uses the MiniLM encoder.
public protocol TextEmbedder: Sendable {
    /// The model's identifier, stored beside vectors so that a store built with another model is refused.
    var modelID: String { get }
    /// Length of every vector.
    var dimension: Int { get }
    /// One unit-length vector per text, in order.
    func embed(_ texts: [String]) throws -> [[Float]]
}
