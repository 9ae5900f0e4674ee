import PulsumLinearAlgebra

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
    private let headQuery: ScratchBuffer
    private let headKey: ScratchBuffer
    private let headValue: ScratchBuffer
    private let headContext: ScratchBuffer
    private let scores: ScratchBuffer

    init(config: BertConfig, sequenceLengths: [Int], tokenCount: Int) {
        self.config = config
        self.sequenceLengths = sequenceLengths
        self.tokenCount = tokenCount
        let matrix = tokenCount * config.hiddenSize
        let longest = sequenceLengths.max() ?? 0
        query = ScratchBuffer(count: matrix)
        key = ScratchBuffer(count: matrix)
        value = ScratchBuffer(count: matrix)
        context = ScratchBuffer(count: matrix)
        headQuery = ScratchBuffer(count: longest * config.headSize)
        headKey = ScratchBuffer(count: longest * config.headSize)
        headValue = ScratchBuffer(count: longest * config.headSize)
        headContext = ScratchBuffer(count: longest * config.headSize)
        scores = ScratchBuffer(count: longest * longest)
    }

    /// `state ← LayerNorm(state + Attention(state)·Woᵀ + bo)`.
    func apply(_ layer: MiniLMWeights.Layer, to state: ScratchBuffer, view: BertEncoder.TensorView) throws {
        let hidden = config.hiddenSize
        for (linear, output) in [(layer.query, query), (layer.key, key), (layer.value, value)] {
            try EncoderKernels.linear(
                state.readOnly, rows: tokenCount, inFeatures: hidden, weight: view(linear.weight),
                bias: view(linear.bias), outFeatures: hidden, into: output.values)
        }
        var firstRow = 0
        for length in sequenceLengths {
            for head in 0..<config.numAttentionHeads {
                try attend(rows: firstRow..<(firstRow + length), head: head)
            }
            firstRow += length
        }
        let projected = ScratchBuffer(count: tokenCount * hidden)
        try EncoderKernels.linear(
            context.readOnly, rows: tokenCount, inFeatures: hidden, weight: view(layer.attentionOutput.weight),
            bias: view(layer.attentionOutput.bias), outFeatures: hidden, into: projected.values)
        EncoderKernels.addAndNormalize(
            projected.values, residual: state.readOnly, rows: tokenCount, width: hidden,
            weight: view(layer.attentionNorm.weight), bias: view(layer.attentionNorm.bias), epsilon: config.layerNormEps)
        _ = state.values.update(fromContentsOf: projected.values)
    }

    /// One head of one sequence: `softmax(Q·Kᵀ/√d)·V` into the head's columns of `context`.
    private func attend(rows: Range<Int>, head: Int) throws(BLASError) {
        let hidden = config.hiddenSize
        let size = config.headSize
        let length = rows.count
        let offset = head * size
        for (source, target) in [(query, headQuery), (key, headKey), (value, headValue)] {
            for (local, row) in rows.enumerated() {
                for dimension in 0..<size {
                    target.values[local * size + dimension] = source.values[row * hidden + offset + dimension]
                }
            }
        }
        try BLAS.sgemm(m: length, n: length, k: size, alpha: 1 / Float(size).squareRoot(),
                       a: headQuery.readOnly, b: headKey.readOnly, transB: .transposed, c: scores.values)
        EncoderKernels.softmaxRows(scores.values, rows: length, columns: length)
        try BLAS.sgemm(m: length, n: size, k: length, a: scores.readOnly, b: headValue.readOnly, c: headContext.values)
        for (local, row) in rows.enumerated() {
            for dimension in 0..<size {
                context.values[row * hidden + offset + dimension] = headContext.values[local * size + dimension]
            }
        }
    }
}
