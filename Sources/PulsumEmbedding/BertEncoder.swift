import PulsumLinearAlgebra

/// The BERT forward pass with mean pooling and L2 normalisation (sentence-transformers'
/// all-MiniLM-L6-v2 pipeline), optionally followed by max pooling (``TokenPooling``).
///
/// A batch is *packed*: the tokens of all its sequences are stacked into one matrix for the
/// dense layers (one matrix product per weight per layer), and attention runs per sequence over that
/// sequence's own tokens. This is exactly what a padded batch with an attention mask computes,
/// without the padding work, so a sentence gets the same vector alone or in any batch.
struct BertEncoder: Sendable {
    let weights: MiniLMWeights

    /// Pooled vectors for token-id sequences (each non-empty, within the position table); with
    /// `.mean`, unit-length sentence vectors.
    func encode(_ sequences: [[Int32]], pooling: TokenPooling = .mean) throws -> [[Float]] {
        guard !sequences.isEmpty else { return [] }
        return try weights.file.withBytes { raw in try forward(sequences, pooling: pooling, view: TensorView(raw)) }
    }

    /// Typed, read-only access to tensors inside the mapped file.
    struct TensorView {
        let bytes: UnsafeRawBufferPointer

        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        /// The tensor's floats (its range was checked against the file when the header was read).
        func callAsFunction(_ tensor: SafetensorsFile.Tensor) -> UnsafeBufferPointer<Float> {
            UnsafeRawBufferPointer(rebasing: bytes[tensor.byteOffset..<(tensor.byteOffset + tensor.byteCount)])
                .assumingMemoryBound(to: Float.self)
        }
    }

    private func forward(_ sequences: [[Int32]], pooling: TokenPooling, view: TensorView) throws -> [[Float]] {
        let config = weights.config
        let hidden = config.hiddenSize
        let tokenCount = sequences.reduce(0) { $0 + $1.count }
        let state = ScratchBuffer(count: tokenCount * hidden)
        embed(sequences, into: state.values, view: view)
        let attention = AttentionBlock(config: config, sequenceLengths: sequences.map(\.count), tokenCount: tokenCount)
        let intermediate = ScratchBuffer(count: tokenCount * config.intermediateSize)
        let projected = ScratchBuffer(count: tokenCount * hidden)
        let lengths = sequences.map(\.count)
        let extraLayers = pooling.extraLayers
        var layerMeans = [[[Float]]](repeating: [], count: weights.layers.count + 1)
        for (number, layer) in zip(1..., weights.layers) {
            try attention.apply(layer, to: state, view: view)
            try EncoderKernels.linear(
                state.readOnly, rows: tokenCount, layer.intermediate, view: view, into: intermediate.values)
            EncoderKernels.gelu(intermediate.values, count: tokenCount * config.intermediateSize)
            try EncoderKernels.linear(intermediate.readOnly, rows: tokenCount, layer.output, view: view, into: projected.values)
            EncoderKernels.addAndNormalize(
                projected.values, residual: state.readOnly, rows: tokenCount, width: hidden,
                weight: view(layer.outputNorm.weight), bias: view(layer.outputNorm.bias), epsilon: config.layerNormEps)
            _ = state.values.update(fromContentsOf: projected.values)
            if extraLayers.contains(number) { layerMeans[number] = meanPool(state.readOnly, lengths: lengths, width: hidden) }
        }
        let means = meanPool(state.readOnly, lengths: lengths, width: hidden)
        switch pooling {
        case .mean:
            return means
        case .meanAndMax:
            let maxima = pool(state.readOnly, lengths: lengths, width: hidden, combine: max, finish: { value, _ in value })
            return zip(means, maxima).map { $0 + $1 }
        case .meanAndLayers(let layers):
            return means.indices.map { index in means[index] + layers.flatMap { layerMeans[$0][index] } }
        }
    }

    private func meanPool(_ state: UnsafeBufferPointer<Float>, lengths: [Int], width: Int) -> [[Float]] {
        pool(state, lengths: lengths, width: width, combine: +, finish: { $0 / Float($1) })
    }

    /// Word + token-type (0) + position embeddings, then LayerNorm.
    private func embed(_ sequences: [[Int32]], into state: UnsafeMutableBufferPointer<Float>, view: TensorView) {
        let hidden = weights.config.hiddenSize
        let words = view(weights.wordEmbeddings)
        let positions = view(weights.positionEmbeddings)
        let tokenType = view(weights.tokenTypeEmbeddings)
        var row = 0
        for sequence in sequences {
            for (position, id) in sequence.enumerated() {
                let wordBase = Int(id) * hidden
                let positionBase = position * hidden
                for column in 0..<hidden {
                    state[row * hidden + column] = (words[wordBase + column] + tokenType[column])
                        + positions[positionBase + column]
                }
                row += 1
            }
        }
        EncoderKernels.addAndNormalize(
            state, residual: nil, rows: row, width: hidden, weight: view(weights.embeddingNorm.weight),
            bias: view(weights.embeddingNorm.bias), epsilon: weights.config.layerNormEps)
    }

    /// Each sequence's token vectors folded column by column with `combine` (from the first
    /// token), `finish(value, length)` applied, then division by the L2 norm (at least 1e-12):
    /// `+` and division by the length is the mean pooling, `max` the max pooling.
    private func pool(_ state: UnsafeBufferPointer<Float>, lengths: [Int], width: Int, combine: (Float, Float) -> Float,
                      finish: (Float, Int) -> Float) -> [[Float]] {
        var row = 0
        return lengths.map { length in
            var folded = Array(state[(row * width)..<((row + 1) * width)])
            for token in (row + 1)..<(row + length) {
                for column in 0..<width { folded[column] = combine(folded[column], state[token * width + column]) }
            }
            row += length
            let pooled = folded.map { finish($0, length) }
            let norm = max(Double(BLAS.snrm2(pooled)), 1e-12)
            return pooled.map { Float(Double($0) / norm) }
        }
    }
}
