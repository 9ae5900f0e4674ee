/// How ``MiniLMEmbedder`` turns the last layer's token states into one vector per text.
public enum TokenPooling: Sendable, Equatable {
    /// The mean over the tokens, L2-normalised: the sentence embedding (``TextEmbedder``).
    case mean
    /// The mean vector followed by the element-wise maximum over the tokens, each L2-normalised
    /// on its own (twice the model's dimension): a strong feature carried by a few tokens is
    /// kept rather than averaged away.
    case meanAndMax

    /// Length of a pooled vector for a model of `dimension`.
    public func width(dimension: Int) -> Int { self == .mean ? dimension : 2 * dimension }
}
