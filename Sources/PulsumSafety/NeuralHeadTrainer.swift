import Foundation

/// Fits a `CrisisClassifier.Head` with a hidden layer: a linear part (over the inputs and, when
/// given, the text's `WordGrams`) plus one layer of ReLU units over the inputs, by class-weighted
/// cross-entropy, mini-batch Adam and L2 penalties, on standardised inputs (the standardisation is
/// folded into the written weights). Seeded initialisation, a seeded order per epoch and one
/// thread, so the same data always gives the same weights, bit for bit. The sizes and penalties
/// come from `CrisisClassifierTrainer.Settings`, the one place the shipped values live;
/// `scripts/safety/hidden_head.py` does the same arithmetic for the experiments.
struct NeuralHeadTrainer {
    var hiddenUnits: Int
    var epochs: Int
    var batchSize: Int
    var learningRate: Float = 1e-3
    /// L2 penalty on every input and output weight (not the biases).
    var l2: Float
    /// L2 penalty on the word features' weights.
    var wordL2: Float
    var seed: UInt64

    /// The fitted head (threshold 0; the trainer chooses it by cross-validation), reading the
    /// word features when `words` are given.
    func fit(_ inputs: [[Float]], words: [WordGrams]? = nil, _ labels: [Bool]) -> CrisisClassifier.Head {
        let scaling = Standardisation(inputs)
        let data = inputs.flatMap { scaling.apply($0) }
        var random = SplitMix64(seed: seed)
        var parameters = Parameters(width: scaling.mean.count, units: hiddenUnits, random: &random)
        var wordWeights = [Float](repeating: 0, count: words == nil ? 0 : WordGrams.bucketCount)
        let positives = labels.filter { $0 }.count
        guard positives > 0, positives < labels.count else { return parameters.head(scaling, wordWeights: words.map { _ in wordWeights }) }
        let classWeight = (Float(labels.count) / Float(2 * positives), Float(labels.count) / Float(2 * (labels.count - positives)))
        var optimiser = Adam(count: parameters.values.count, learningRate: learningRate)
        var wordOptimiser = Adam(count: wordWeights.count, learningRate: learningRate)
        var gradient = [Float](repeating: 0, count: parameters.values.count)
        var wordGradient = [Float](repeating: 0, count: wordWeights.count)
        var order = Array(labels.indices)
        for _ in 0..<epochs {
            random.shuffle(&order)
            for start in stride(from: 0, to: order.count, by: batchSize) {
                let batch = order[start..<min(start + batchSize, order.count)]
                for index in gradient.indices { gradient[index] = 0 }
                for index in wordGradient.indices { wordGradient[index] = wordL2 * wordWeights[index] }
                for sample in batch {
                    let weight = labels[sample] ? classWeight.0 : classWeight.1
                    let sampleWords = words?[sample]
                    let error = parameters.accumulate(data, sample: sample, label: labels[sample], scale: weight / Float(batch.count),
                                                      adding: sampleWords?.dot(wordWeights) ?? 0, into: &gradient)
                    if let sampleWords {
                        let wordError = error * Float(sampleWords.value)
                        for bucket in sampleWords.buckets { wordGradient[bucket] += wordError }
                    }
                }
                parameters.addPenalty(l2, to: &gradient)
                optimiser.step(&parameters.values, gradient)
                wordOptimiser.step(&wordWeights, wordGradient)
            }
        }
        return parameters.head(scaling, wordWeights: words.map { _ in wordWeights })
    }
}

/// Per-input mean and standard deviation of a training set.
private struct Standardisation {
    let mean: [Float]
    let scale: [Float]

    init(_ inputs: [[Float]]) {
        let width = inputs.first?.count ?? 0
        var mean = [Double](repeating: 0, count: width)
        var square = [Double](repeating: 0, count: width)
        for input in inputs {
            for index in 0..<width {
                mean[index] += Double(input[index])
                square[index] += Double(input[index]) * Double(input[index])
            }
        }
        let count = Double(max(inputs.count, 1))
        self.mean = mean.map { Float($0 / count) }
        scale = zip(mean, square).map { sum, squares in
            let variance = squares / count - (sum / count) * (sum / count)
            return variance > 1e-12 ? Float(variance.squareRoot()) : 1
        }
    }

    func apply(_ input: [Float]) -> [Float] { zip(input, zip(mean, scale)).map { ($0 - $1.0) / $1.1 } }
}

/// All weights in one flat array: hidden weights (input-major), hidden biases, output weights,
/// linear weights, linear bias.
private struct Parameters {
    let width: Int
    let units: Int
    var values: [Float]

    private var hiddenBias: Int { width * units }
    private var output: Int { hiddenBias + units }
    private var linear: Int { output + units }
    private var bias: Int { linear + width }

    init(width: Int, units: Int, random: inout SplitMix64) {
        self.width = width
        self.units = units
        values = [Float](repeating: 0, count: width * units + 2 * units + width + 1)
        let inputLimit = (6 / Float(width)).squareRoot()
        for index in 0..<(width * units) { values[index] = (2 * random.nextUnit() - 1) * inputLimit }
        let outputLimit = (6 / Float(units + 1)).squareRoot()
        for index in output..<(output + units) { values[index] = (2 * random.nextUnit() - 1) * outputLimit }
    }

    /// Adds `scale ×` the gradient of one sample's cross-entropy to `gradient`, its sum taken with
    /// `outside` added (the word features' part); gives the sample's scaled error, from which the
    /// caller takes the gradient of what it added.
    func accumulate(_ data: [Float], sample: Int, label: Bool, scale: Float, adding outside: Double,
                    into gradient: inout [Float]) -> Float {
        let (width, units, hiddenBias, output, linear, bias) = (width, units, hiddenBias, output, linear, bias)
        var preactivation = [Float](repeating: 0, count: units)
        return data.withUnsafeBufferPointer { all in
            values.withUnsafeBufferPointer { weights in
                gradient.withUnsafeMutableBufferPointer { grad in
                    preactivation.withUnsafeMutableBufferPointer { hidden in
                        let start = sample * width
                        for unit in 0..<units { hidden[unit] = weights[hiddenBias + unit] }
                        var sum = Double(weights[bias]) + outside
                        for index in 0..<width {
                            let value = all[start + index]
                            sum += Double(weights[linear + index] * value)
                            let row = index * units
                            for unit in 0..<units { hidden[unit] += weights[row + unit] * value }
                        }
                        for unit in 0..<units where hidden[unit] > 0 { sum += Double(weights[output + unit] * hidden[unit]) }
                        let error = (Float(1 / (1 + exp(-sum))) - (label ? 1 : 0)) * scale
                        grad[bias] += error
                        for unit in 0..<units {
                            let active = hidden[unit] > 0
                            grad[output + unit] += active ? error * hidden[unit] : 0
                            hidden[unit] = active ? error * weights[output + unit] : 0
                            grad[hiddenBias + unit] += hidden[unit]
                        }
                        for index in 0..<width {
                            let value = all[start + index]
                            grad[linear + index] += error * value
                            let row = index * units
                            for unit in 0..<units { grad[row + unit] += hidden[unit] * value }
                        }
                        return error
                    }
                }
            }
        }
    }

    func addPenalty(_ l2: Float, to gradient: inout [Float]) {
        for index in 0..<hiddenBias { gradient[index] += l2 * values[index] }
        for index in output..<bias { gradient[index] += l2 * values[index] }
    }

    /// The run-time head, with the standardisation folded into the weights.
    func head(_ scaling: Standardisation, wordWeights: [Float]?) -> CrisisClassifier.Head {
        var hiddenWeights = [Float](repeating: 0, count: width * units)
        var hiddenBiases = Array(values[hiddenBias..<output])
        var linearWeights = [Float](repeating: 0, count: width)
        var linearBias = Double(values[bias])
        for index in 0..<width {
            let (mean, scale) = (scaling.mean[index], scaling.scale[index])
            linearWeights[index] = values[linear + index] / scale
            linearBias -= Double(values[linear + index] * mean / scale)
            for unit in 0..<units {
                let weight = values[index * units + unit]
                hiddenWeights[unit * width + index] = weight / scale
                hiddenBiases[unit] -= weight * mean / scale
            }
        }
        return CrisisClassifier.Head(
            weights: linearWeights, bias: Float(linearBias), threshold: 0,
            hidden: HiddenLayer(weights: hiddenWeights, bias: hiddenBiases, output: Array(values[output..<linear])),
            wordWeights: wordWeights)
    }
}

/// Adam with the usual constants.
private struct Adam {
    let learningRate: Float
    var first: [Float]
    var second: [Float]
    var steps: Float = 0

    init(count: Int, learningRate: Float) {
        self.learningRate = learningRate
        first = [Float](repeating: 0, count: count)
        second = [Float](repeating: 0, count: count)
    }

    mutating func step(_ values: inout [Float], _ gradient: [Float]) {
        steps += 1
        let rate = learningRate * (1 - pow(0.999, steps)).squareRoot() / (1 - pow(0.9, steps))
        for index in values.indices {
            first[index] = 0.9 * first[index] + 0.1 * gradient[index]
            second[index] = 0.999 * second[index] + 0.001 * gradient[index] * gradient[index]
            values[index] -= rate * first[index] / (second[index].squareRoot() + 1e-8)
        }
    }
}

/// SplitMix64: a small seeded generator, the same sequence on every platform.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A float in [0, 1).
    mutating func nextUnit() -> Float { Float(next() >> 40) / Float(1 << 24) }

    /// Fisher–Yates with this generator.
    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, Int(next() % UInt64(index + 1)))
        }
    }
}
