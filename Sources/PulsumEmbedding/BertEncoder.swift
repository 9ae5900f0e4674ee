import PulsumLinearAlgebra

/// The BERT forward pass with mean pooling and L2 normalisation (sentence-transformers'
/// all-MiniLM-L6-v2 pipeline).
///
/// A batch is *packed*: the tokens of all its sequences are stacked into one matrix for the
/// dense layers (one matrix product per weight per layer), and attention runs per sequence over that
/// sequence's own tokens. This is exactly what a padded batch with an attention mask computes,
/// without the padding work, so a sentence gets the same vector alone or in any batch.
struct BertEncoder: Sendable {
    let weights: MiniLMWeights

    /// Unit-length sentence vectors for token-id sequences (each non-empty, within the position table).
    func encode(_ sequences: [[Int32]]) throws -> [[Float]] {
        guard !sequences.isEmpty else { return [] }
        return try weights.file.withBytes { raw in try forward(sequences, view: TensorView(raw)) }
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

    private func forward(_ sequences: [[Int32]], view: TensorView) throws -> [[Float]] {
        let config = weights.config
        let hidden = config.hiddenSize
        let tokenCount = sequences.reduce(0) { $0 + $1.count }
        let state = ScratchBuffer(count: tokenCount * hidden)
        embed(sequences, into: state.values, view: view)
        let attention = AttentionBlock(config: config, sequenceLengths: sequences.map(\.count), tokenCount: tokenCount)
        let intermediate = ScratchBuffer(count: tokenCount * config.intermediateSize)
        let projected = ScratchBuffer(count: tokenCount * hidden)
        for layer in weights.layers {
            try attention.apply(layer, to: state, view: view)
            try EncoderKernels.linear(
                state.readOnly, rows: tokenCount, layer.intermediate, view: view, into: intermediate.values)
            EncoderKernels.gelu(intermediate.values, count: tokenCount * config.intermediateSize)
            try EncoderKernels.linear(intermediate.readOnly, rows: tokenCount, layer.output, view: view, into: projected.values)
            EncoderKernels.addAndNormalize(
                projected.values, residual: state.readOnly, rows: tokenCount, width: hidden,
                weight: view(layer.outputNorm.weight), bias: view(layer.outputNorm.bias), epsilon: config.layerNormEps)
            _ = state.values.update(fromContentsOf: projected.values)
        }
        return pool(state.readOnly, lengths: sequences.map(\.count), width: hidden)
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

    /// Mean over each sequence's token vectors, then division by the L2 norm (at least 1e-12).
    private func pool(_ state: UnsafeBufferPointer<Float>, lengths: [Int], width: Int) -> [[Float]] {
        var row = 0
        return lengths.map { length in
            var sum = [Float](repeating: 0, count: width)
            for token in row..<(row + length) {
                for column in 0..<width { sum[column] += state[token * width + column] }
            }
            row += length
            let mean = sum.map { $0 / Float(length) }
            let norm = max(Double(BLAS.snrm2(mean)), 1e-12)
            return mean.map { Float(Double($0) / norm) }
        }
    }
}
