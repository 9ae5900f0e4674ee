import Foundation
import PulsumCore
@testable import PulsumEmbedding
import Testing

@Suite("Encoder kernels against plain double-precision arithmetic")
struct EncoderKernelTests {
    /// Shapes whose widths and depths are not multiples of the 16-column panel or the 8-float vector.
    static let shapes: [(outFeatures: Int, inFeatures: Int)] = [(1, 1), (7, 3), (17, 33), (31, 40), (50, 19), (384, 37)]

    @Test("panel kernel equals a naive matrix product for 1…17 rows", arguments: shapes)
    func panelKernel(outFeatures: Int, inFeatures: Int) throws {
        var random = SeededGenerator(seed: UInt64(outFeatures * 1000 + inFeatures))
        let weight = (0..<(outFeatures * inFeatures)).map { _ in Float.random(in: -1...1, using: &random) }
        let bias = (0..<outFeatures).map { _ in Float.random(in: -1...1, using: &random) }
        let arena = try #require(PanelArena(count: PanelArena.count(inFeatures: inFeatures, outFeatures: outFeatures)))
        let packed = weight.withUnsafeBufferPointer { w in
            bias.withUnsafeBufferPointer { b in
                PackedLinear(weight: w, bias: b, inFeatures: inFeatures, outFeatures: outFeatures, arena: arena, offset: 0)
            }
        }
        for rows in 1...17 {
            let input = (0..<(rows * inFeatures)).map { _ in Float.random(in: -1...1, using: &random) }
            func product(threads: Int) -> [Float] {
                var output = [Float](repeating: .nan, count: rows * outFeatures)
                input.withUnsafeBufferPointer { x in
                    output.withUnsafeMutableBufferPointer { packed.apply(x, rows: rows, into: $0, threads: threads) }
                }
                return output
            }
            let output = product(threads: 1)
            #expect(product(threads: 3) == output, "columns split over threads are computed the same way")
            var worst = 0.0
            for row in 0..<rows {
                for column in 0..<outFeatures {
                    var exact = Double(bias[column])
                    for i in 0..<inFeatures {
                        exact += Double(input[row * inFeatures + i]) * Double(weight[column * inFeatures + i])
                    }
                    worst = max(worst, abs(Double(output[row * outFeatures + column]) - exact))
                }
            }
            // Float rounding of a sum of `inFeatures` products of magnitude ≤ 1.
            #expect(worst <= 1e-6 * Double(inFeatures + 1), "\(rows)×\(inFeatures) · \(inFeatures)×\(outFeatures): \(worst)")
        }
    }

    @Test("GELU is within 1e-7·max(1, |x|) of the exact formula, and saturates")
    func geluError() {
        var values = stride(from: -12.0, through: 12.0, by: 1.0 / 4096).map { Float($0) }
        values += [0, -0, 1e-30, -1e-30, 100, -100, 1e6, -1e6]
        var result = values
        result.withUnsafeMutableBufferPointer { EncoderKernels.gelu($0, count: $0.count) }
        for (x, y) in zip(values, result) {
            let exact = Double(x) * 0.5 * (1 + erf(Double(x) / 2.0.squareRoot()))
            let error = abs(Double(y) - exact)
            #expect(error <= 1e-7 * max(1, abs(Double(x))), "GELU(\(x)) = \(y), exact \(exact)")
        }
        #expect(result[values.count - 2] == 1e6 && result[values.count - 1] == 0)
    }

    @Test("LayerNorm with a residual matches double precision", arguments: [384, 37])
    func layerNorm(width: Int) {
        var random = SeededGenerator(seed: UInt64(width))
        let rows = 5
        let x = (0..<(rows * width)).map { _ in Float.random(in: -3...3, using: &random) }
        let residual = (0..<(rows * width)).map { _ in Float.random(in: -3...3, using: &random) }
        let weight = (0..<width).map { _ in Float.random(in: 0.5...1.5, using: &random) }
        let bias = (0..<width).map { _ in Float.random(in: -0.5...0.5, using: &random) }
        var result = x
        result.withUnsafeMutableBufferPointer { out in
            residual.withUnsafeBufferPointer { r in
                weight.withUnsafeBufferPointer { w in
                    bias.withUnsafeBufferPointer { b in
                        EncoderKernels.addAndNormalize(out, residual: r, rows: rows, width: width, weight: w, bias: b,
                                                       epsilon: 1e-12)
                    }
                }
            }
        }
        for row in 0..<rows {
            let sums = (0..<width).map { Double(x[row * width + $0]) + Double(residual[row * width + $0]) }
            let mean = sums.reduce(0, +) / Double(width)
            let deviation = (sums.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(width) + 1e-12).squareRoot()
            for column in 0..<width {
                let exact = (sums[column] - mean) / deviation * Double(weight[column]) + Double(bias[column])
                #expect(abs(Double(result[row * width + column]) - exact) <= 2e-6, "row \(row), column \(column)")
            }
        }
    }
}
