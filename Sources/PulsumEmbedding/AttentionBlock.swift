import CKernels

/// Multi-head self-attention plus its output projection, residual and LayerNorm, over a packed
/// batch: each sequence attends only to its own tokens (the padding mask, without padding).
struct AttentionBlock {
    let config: BertConfig
    let sequenceLengths: [Int]
    let tokenCount: Int
    private let query: ScratchBuffer
    private let key: ScratchBuffer
    private let value: ScratchBuffer
    private let context: ScratchBuffer
    private let projected: ScratchBuffer
    private let scores: ScratchBuffer

    init(config: BertConfig, sequenceLengths: [Int], tokenCount: Int) {
        self.config = config
        self.sequenceLengths = sequenceLengths
        self.tokenCount = tokenCount
        let matrix = tokenCount * config.hiddenSize
        query = ScratchBuffer(count: matrix)
        key = ScratchBuffer(count: matrix)
        value = ScratchBuffer(count: matrix)
        context = ScratchBuffer(count: matrix)
        projected = ScratchBuffer(count: matrix)
        scores = ScratchBuffer(count: sequenceLengths.max() ?? 0)
    }

    /// `state ← LayerNorm(state + Attention(state)·Woᵀ + bo)`.
    func apply(_ layer: MiniLMWeights.Layer, to state: ScratchBuffer, view: BertEncoder.TensorView) throws {
        for (linear, output) in [(layer.query, query), (layer.key, key), (layer.value, value)] {
            try EncoderKernels.linear(state.readOnly, rows: tokenCount, linear, view: view, into: output.values)
        }
        attendWithinSequences()
        try EncoderKernels.linear(context.readOnly, rows: tokenCount, layer.attentionOutput, view: view,
                                  into: projected.values)
        EncoderKernels.addAndNormalize(
            projected.values, residual: state.readOnly, rows: tokenCount, width: config.hiddenSize,
            weight: view(layer.attentionNorm.weight), bias: view(layer.attentionNorm.bias), epsilon: config.layerNormEps)
        _ = state.values.update(fromContentsOf: projected.values)
    }

    /// `softmax(Q·Kᵀ/√d)·V` for every head of every sequence, read from and written to the head's
    /// columns of the packed matrices in place.
    private func attendWithinSequences() {
        let hidden = config.hiddenSize
        let size = config.headSize
        let scale = 1 / Float(size).squareRoot()
        guard let q = query.values.baseAddress, let k = key.values.baseAddress, let v = value.values.baseAddress,
              let out = context.values.baseAddress else { return }
        var firstRow = 0
        for length in sequenceLengths {
            for head in 0..<config.numAttentionHeads {
                let offset = firstRow * hidden + head * size
                pulsum_attention_head(q + offset, k + offset, v + offset, out + offset, hidden, length, size, scale,
                                      scores.values.baseAddress)
            }
            firstRow += length
        }
    }
}
