import PulsumLinearAlgebra

#if canImport(Glibc)
import Glibc
#endif

/// The element-wise and row-wise steps of a BERT layer; the matrix products go to sgemm.
enum EncoderKernels {
    /// `output[rows×out] = input[rows×in] · weightᵀ + bias`, with `weight` stored `[out, in]`.
    static func linear(
        _ input: UnsafeBufferPointer<Float>, rows: Int, inFeatures: Int,
        weight: UnsafeBufferPointer<Float>, bias: UnsafeBufferPointer<Float>, outFeatures: Int,
        into output: UnsafeMutableBufferPointer<Float>
    ) throws(BLASError) {
        for row in 0..<rows {
            let base = row * outFeatures
            for column in 0..<outFeatures { output[base + column] = bias[column] }
        }
        try BLAS.sgemm(m: rows, n: outFeatures, k: inFeatures, a: input, b: weight, transB: .transposed,
                       beta: 1, c: output)
    }

    /// `x ← LayerNorm(x + residual)` on each row of width `width` (biased variance, as PyTorch).
    static func addAndNormalize(
        _ x: UnsafeMutableBufferPointer<Float>, residual: UnsafeBufferPointer<Float>?, rows: Int, width: Int,
        weight: UnsafeBufferPointer<Float>, bias: UnsafeBufferPointer<Float>, epsilon: Double
    ) {
        for row in 0..<rows {
            let base = row * width
            if let residual {
                for column in 0..<width { x[base + column] += residual[base + column] }
            }
            var sum = 0.0
            for column in 0..<width { sum += Double(x[base + column]) }
            let mean = sum / Double(width)
            var squares = 0.0
            for column in 0..<width {
                let centered = Double(x[base + column]) - mean
                squares += centered * centered
            }
            let inverseDeviation = 1 / (squares / Double(width) + epsilon).squareRoot()
            for column in 0..<width {
                let normalized = Float((Double(x[base + column]) - mean) * inverseDeviation)
                x[base + column] = normalized * weight[column] + bias[column]
            }
        }
    }

    /// GELU in its exact form, `x · ½ · (1 + erf(x / √2))`.
    static func gelu(_ x: UnsafeMutableBufferPointer<Float>, count: Int) {
        let inverseSquareRootTwo = Float(0.7071067811865476)
        for index in 0..<count {
            let value = x[index]
            x[index] = value * 0.5 * (1 + erff(value * inverseSquareRootTwo))
        }
    }

    /// Softmax of each row of a `rows×columns` matrix, in place.
    static func softmaxRows(_ x: UnsafeMutableBufferPointer<Float>, rows: Int, columns: Int) {
        for row in 0..<rows {
            let base = row * columns
            var largest = -Float.infinity
            for column in 0..<columns { largest = max(largest, x[base + column]) }
            var total: Float = 0
            for column in 0..<columns {
                let value = expf(x[base + column] - largest)
                x[base + column] = value
                total += value
            }
            let scale = 1 / total
            for column in 0..<columns { x[base + column] *= scale }
        }
    }
}
