import CKernels
import PulsumLinearAlgebra

/// The dense steps of a BERT layer: linear layers, GELU and LayerNorm (attention is `AttentionBlock`).
enum EncoderKernels {
    /// Most rows for which ``linear(_:rows:_:view:into:)`` uses the panel kernel rather than sgemm.
    ///
    /// Below it the panel kernel wins because sgemm packs the weights again on every call, which
    /// costs more than the product itself for a sentence's few tokens; above it sgemm's blocking
    /// of the token rows wins (Benchmarks/README.md, "Embeddings vs sentence-transformers", has
    /// the measurements).
    static let panelKernelRowLimit = 1024

    /// `output[rows×out] = input[rows×in] · weightᵀ + bias`, on as many threads as OpenBLAS uses.
    static func linear(
        _ input: UnsafeBufferPointer<Float>, rows: Int, _ linear: MiniLMWeights.Linear, view: BertEncoder.TensorView,
        into output: UnsafeMutableBufferPointer<Float>
    ) throws(BLASError) {
        if rows <= panelKernelRowLimit {
            linear.packed.apply(input, rows: rows, into: output, threads: BLASRuntime.threadCount)
            return
        }
        let bias = view(linear.bias)
        for row in 0..<rows {
            _ = UnsafeMutableBufferPointer(rebasing: output[(row * linear.outFeatures)...]).update(fromContentsOf: bias)
        }
        try BLAS.sgemm(m: rows, n: linear.outFeatures, k: linear.inFeatures, a: input, b: view(linear.weight),
                       transB: .transposed, beta: 1, c: output)
    }

    /// `x ← LayerNorm(x + residual)` on each row of width `width` (biased variance, as PyTorch).
    static func addAndNormalize(
        _ x: UnsafeMutableBufferPointer<Float>, residual: UnsafeBufferPointer<Float>?, rows: Int, width: Int,
        weight: UnsafeBufferPointer<Float>, bias: UnsafeBufferPointer<Float>, epsilon: Double
    ) {
        precondition(x.count >= rows * width && (residual?.count ?? x.count) >= rows * width, "buffer too small")
        precondition(weight.count == width && bias.count == width, "LayerNorm shape mismatch")
        pulsum_add_layer_norm(x.baseAddress, residual?.baseAddress, rows, width, weight.baseAddress, bias.baseAddress,
                              Float(epsilon))
    }

    /// BERT's erf GELU (not the tanh approximation), `x · ½ · (1 + erf(x / √2))`, in place; erf is
    /// accurate to 4e-9 (see `gelu.h`).
    static func gelu(_ x: UnsafeMutableBufferPointer<Float>, count: Int) {
        precondition(x.count >= count, "buffer too small")
        pulsum_gelu(x.baseAddress, count)
    }
}
