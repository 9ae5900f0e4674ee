import Foundation

/// Binary logistic regression fitted by full-batch gradient descent with momentum, in a fixed
/// order on one thread, so the same data always gives the same weights, bit for bit.
struct LogisticRegression {
    var iterations = 800
    var learningRate = 0.5
    var momentum = 0.9
    /// L2 penalty on the weights (not the bias).
    var l2 = 1e-3

    /// Weights and bias for `inputs` → `labels`, each class weighted to count half.
    func fit(_ inputs: [[Float]], _ labels: [Bool]) -> (weights: [Double], bias: Double) {
        let count = inputs.count
        let width = inputs.first?.count ?? 0
        let positives = labels.filter { $0 }.count
        guard count > 0, positives > 0, positives < count else { return ([Double](repeating: 0, count: width), 0) }
        let positiveWeight = Double(count) / (2 * Double(positives))
        let negativeWeight = Double(count) / (2 * Double(count - positives))
        var weights = [Double](repeating: 0, count: width)
        var bias = 0.0
        var velocity = [Double](repeating: 0, count: width)
        var biasVelocity = 0.0
        var gradient = [Double](repeating: 0, count: width)
        for _ in 0..<iterations {
            for index in gradient.indices { gradient[index] = l2 * weights[index] }
            var biasGradient = 0.0
            for (input, label) in zip(inputs, labels) {
                var sum = bias
                for index in 0..<width { sum += weights[index] * Double(input[index]) }
                let probability = 1 / (1 + exp(-sum))
                let error = (probability - (label ? 1 : 0)) * (label ? positiveWeight : negativeWeight) / Double(count)
                for index in 0..<width { gradient[index] += error * Double(input[index]) }
                biasGradient += error
            }
            for index in 0..<width {
                velocity[index] = momentum * velocity[index] - learningRate * gradient[index]
                weights[index] += velocity[index]
            }
            biasVelocity = momentum * biasVelocity - learningRate * biasGradient
            bias += biasVelocity
        }
        return (weights, bias)
    }

    /// The probability the fitted weights give one input.
    static func probability(_ input: [Float], weights: [Double], bias: Double) -> Double {
        var sum = bias
        for (weight, value) in zip(weights, input) { sum += weight * Double(value) }
        return 1 / (1 + exp(-sum))
    }
}
