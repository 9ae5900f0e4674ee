/// One piece of a text as the screen judges it (a sentence, or the whole text) with its
/// classifier input (`SafetyFeatureExtractor.screenPieces(for:)`).
public struct TextPiece: Sendable {
    /// The piece's text (for the word features).
    public let text: String
    /// The embedding followed by the piece's rule features.
    public let input: [Float]
}
