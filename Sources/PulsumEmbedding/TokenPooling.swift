/// How ``MiniLMEmbedder`` turns the last layer's token states into one vector per text.
public enum TokenPooling: Sendable, Equatable {
    /// The mean over the tokens, L2-normalised: the sentence embedding (``TextEmbedder``).
    case mean
    /// The mean vector followed by the element-wise maximum over the tokens, each L2-normalised
    /// on its own (twice the model's dimension): a strong feature carried by a few tokens is
    /// kept rather than averaged away.
    case meanAndMax
    /// The mean vector followed by the mean over the tokens of the states after each listed
    /// layer (1 = after the first layer), each L2-normalised on its own: the middle layers keep
    /// more of the syntax the top layer of a sentence-similarity model trades for topic.
    case meanAndLayers([Int])

    /// Length of a pooled vector for a model of `dimension`.
    public func width(dimension: Int) -> Int {
        switch self {
        case .mean: dimension
        case .meanAndMax: 2 * dimension
        case .meanAndLayers(let layers): (1 + layers.count) * dimension
        }
    }

    /// The layers whose mean is kept beside the last layer's (none for the other poolings).
    var extraLayers: [Int] {
        if case .meanAndLayers(let layers) = self { return layers }
        return []
    }
}
