import Foundation

/// The non-linear part of a `CrisisClassifier.Head`: one layer of ReLU units whose outputs are
/// weighted into the head's sum, beside its linear part (a "wide and deep" head; without it the
/// head is a plain logistic regression).
public struct HiddenLayer: Sendable, Equatable, Codable {
    /// `units × inputs` weights, unit by unit (the input standardisation is folded in).
    public var weights: [Float] { packedWeights.values }
    /// The weights as stored: one base64 string of their bytes (`PackedFloats`), which loads far
    /// faster than tens of thousands of JSON numbers.
    private let packedWeights: PackedFloats
    /// One bias per unit.
    public let bias: [Float]
    /// One weight per unit, applied to the unit's ReLU output.
    public let output: [Float]

    /// A layer from its weights as stored (shapes are checked by `isValid(inputs:)` at load).
    public init(weights: [Float], bias: [Float], output: [Float]) {
        packedWeights = PackedFloats(weights)
        self.bias = bias
        self.output = output
    }

    private enum CodingKeys: String, CodingKey {
        case bias, output
        case packedWeights = "weights"
    }

    /// Number of hidden units.
    public var units: Int { bias.count }

    /// Whether the shapes fit `inputs` inputs and every number is finite.
    public func isValid(inputs: Int) -> Bool {
        !bias.isEmpty && output.count == bias.count && weights.count == bias.count * inputs
            && (weights + bias + output).allSatisfy(\.isFinite)
    }

    /// `Σ output[u] · max(0, bias[u] + weights[u] · input)`, summed in `Double`.
    public func contribution(_ input: [Float]) -> Double {
        let width = input.count
        var total = 0.0
        weights.withUnsafeBufferPointer { rows in
            input.withUnsafeBufferPointer { values in
                for unit in 0..<units {
                    var sum = Double(bias[unit])
                    let row = unit * width
                    for index in 0..<width { sum += Double(rows[row + index]) * Double(values[index]) }
                    if sum > 0 { total += Double(output[unit]) * sum }
                }
            }
        }
        return total
    }
}
