import Foundation

/// Binary logistic regression fitted by full-batch gradient descent with momentum, in a fixed
/// order on one thread, so the same data always gives the same weights, bit for bit.
/// The number of steps and the penalties come from `CrisisClassifierTrainer.Settings`, the one
/// place the shipped values live.
struct LogisticRegression {
    var iterations: Int
    var learningRate = 0.5
    var momentum = 0.9
    /// L2 penalty on the input weights (not the bias).
    var l2: Double
    /// L2 penalty on the word features' weights: each bucket is rare, so the input weights'
    /// penalty would shrink them far more (docs/safety.md, round 22).
    var wordL2: Double

    /// A fitted regression: one weight per input, and one per `WordGrams` bucket when it read them.
    struct Fit {
        let weights: [Double]
        let bias: Double
        let wordWeights: [Double]?

        /// The probability it gives one input (with the text's word features when it read them).
        func probability(_ input: [Float], words: WordGrams?) -> Double {
            var sum = bias
            for (weight, value) in zip(weights, input) { sum += weight * Double(value) }
            if let wordWeights, let words { sum += words.dot(wordWeights) }
            return 1 / (1 + exp(-sum))
        }
    }

    /// Weights and bias for `inputs` (and, when given, their `words`) → `labels`, each sentence
    /// counted `repeats[i]` times (once without), each class weighted to count half.
    func fit(_ inputs: [[Float]], words: [WordGrams]? = nil, _ labels: [Bool], repeats: [Double]? = nil) -> Fit {
        let width = inputs.first?.count ?? 0
        let repeats = repeats ?? [Double](repeating: 1, count: inputs.count)
        let count = repeats.reduce(0, +)
        let positives = zip(repeats, labels).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        guard count > 0, positives > 0, positives < count else {
            return Fit(weights: [Double](repeating: 0, count: width), bias: 0, wordWeights: words.map { _ in [Double](repeating: 0, count: WordGrams.bucketCount) })
        }
        let positiveWeight = count / (2 * positives)
        let negativeWeight = count / (2 * (count - positives))
        var weights = [Double](repeating: 0, count: width)
        var bias = 0.0
        var velocity = [Double](repeating: 0, count: width)
        var biasVelocity = 0.0
        var gradient = [Double](repeating: 0, count: width)
        let wordWidth = words == nil ? 0 : WordGrams.bucketCount
        var wordWeights = [Double](repeating: 0, count: wordWidth)
        var wordVelocity = [Double](repeating: 0, count: wordWidth)
        var wordGradient = [Double](repeating: 0, count: wordWidth)
        for _ in 0..<iterations {
            for index in gradient.indices { gradient[index] = l2 * weights[index] }
            for index in wordGradient.indices { wordGradient[index] = wordL2 * wordWeights[index] }
            var biasGradient = 0.0
            for row in inputs.indices {
                let input = inputs[row]
                var sum = bias
                for index in 0..<width { sum += weights[index] * Double(input[index]) }
                if let words { sum += words[row].dot(wordWeights) }
                let probability = 1 / (1 + exp(-sum))
                let error = (probability - (labels[row] ? 1 : 0)) * repeats[row] * (labels[row] ? positiveWeight : negativeWeight) / count
                for index in 0..<width { gradient[index] += error * Double(input[index]) }
                if let words {
                    let wordError = error * words[row].value
                    for bucket in words[row].buckets { wordGradient[bucket] += wordError }
                }
                biasGradient += error
            }
            for index in 0..<width {
                velocity[index] = momentum * velocity[index] - learningRate * gradient[index]
                weights[index] += velocity[index]
            }
            for index in 0..<wordWidth {
                wordVelocity[index] = momentum * wordVelocity[index] - learningRate * wordGradient[index]
                wordWeights[index] += wordVelocity[index]
            }
            biasVelocity = momentum * biasVelocity - learningRate * biasGradient
            bias += biasVelocity
        }
        return Fit(weights: weights, bias: bias, wordWeights: words == nil ? nil : wordWeights)
    }
}
