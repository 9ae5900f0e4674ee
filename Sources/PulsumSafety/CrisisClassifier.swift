import Crypto
import Foundation
import PulsumCore

/// The learned layer: two heads over the sentence embedding and the rule features
/// (`ScreenFeatures`), one for crisis and one for concern (crisis or distress), with thresholds
/// chosen by cross-validation that holds out whole paraphrase families. A head is a logistic
/// regression, optionally with a hidden layer of ReLU units beside its linear part.
///
/// The weights live in `Data/safety/crisis-classifier.json`, written by
/// `swift run -c release pulsum-safety-train` (see `docs/safety.md`); the file's SHA-256 is pinned
/// below and checked at every load, like the model files.
public struct CrisisClassifier: Sendable, Equatable {
    /// One head: a linear part, an optional hidden layer, and its decision threshold.
    public struct Head: Sendable, Equatable, Codable {
        /// One weight per input (embedding first, then `ScreenFeatures.names`).
        public let weights: [Float]
        public let bias: Float
        /// Probability at or above which the head says yes.
        public let threshold: Float
        /// Hidden ReLU units added to the linear sum (absent in a plain logistic regression).
        public let hidden: HiddenLayer?

        public init(weights: [Float], bias: Float, threshold: Float, hidden: HiddenLayer? = nil) {
            self.weights = weights
            self.bias = bias
            self.threshold = threshold
            self.hidden = hidden
        }

        /// The probability that the input belongs to the head's class.
        public func probability(_ input: [Float]) -> Float {
            var sum = Double(bias)
            for (weight, value) in zip(weights, input) { sum += Double(weight) * Double(value) }
            if let hidden { sum += hidden.contribution(input) }
            return Float(1 / (1 + exp(-sum)))
        }

        /// The same head with another threshold.
        func with(threshold: Double) -> Head {
            Head(weights: weights, bias: bias, threshold: Float(threshold), hidden: hidden)
        }

        func isValid(inputs: Int) -> Bool {
            weights.count == inputs && (weights + [bias]).allSatisfy(\.isFinite) && (hidden?.isValid(inputs: inputs) ?? true)
        }
    }

    /// Says crisis (`p ≥ crisis.threshold`).
    public let crisis: Head
    /// Says concern, at least caution (`p ≥ concern.threshold`).
    public let concern: Head
    /// The embedding model the weights were trained over.
    public let modelID: String
    /// Length of the embedding part of the input.
    public let embeddingDimension: Int

    /// The file's name in `Data/safety/`.
    public static let fileName = "crisis-classifier.json"
    /// The format version this code writes and reads: 1 for plain logistic-regression heads,
    /// 2 when the heads have hidden layers (an older build must refuse such a file).
    public static func version(hidden: Bool) -> Int { hidden ? 2 : 1 }
    /// SHA-256 of the shipped weights file (printed by the training command).
    public static let pinnedSHA256 = "dbffa7a3f9b4e06b023ee60ce71312cf7aae4b9edef92b44eaef213ab8ef091f"

    public init(crisis: Head, concern: Head, modelID: String, embeddingDimension: Int) {
        self.crisis = crisis
        self.concern = concern
        self.modelID = modelID
        self.embeddingDimension = embeddingDimension
    }

    /// The level the classifier alone gives one piece of text, with both probabilities.
    public func judge(_ input: [Float]) -> (level: SafetyLevel, crisis: Float, concern: Float) {
        let crisisProbability = crisis.probability(input)
        let concernProbability = concern.probability(input)
        let level: SafetyLevel = crisisProbability >= crisis.threshold ? .crisis
            : concernProbability >= concern.threshold ? .caution : .safe
        return (level, crisisProbability, concernProbability)
    }

    /// Reads the weights, checking the pinned SHA-256 (`expectedSHA256`; nil skips it, for a
    /// freshly trained file), the format, the feature names and the shapes.
    ///
    /// - Throws: `PulsumError.unreadableFile` or `PulsumError.corruptFile` naming the file.
    public static func load(from url: URL, expectedSHA256: String? = pinnedSHA256) throws -> CrisisClassifier {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        if let expected = expectedSHA256 {
            let actual = sha256(data)
            guard actual == expected else {
                throw PulsumError.corruptFile(
                    path: url.path, reason: "SHA-256 \(actual) is not the pinned \(expected); restore the file from the checkout or retrain (docs/safety.md)")
            }
        }
        let file: WeightsFile
        do {
            file = try JSONDecoder().decode(WeightsFile.self, from: data)
        } catch {
            throw PulsumError.corruptFile(path: url.path, reason: "not a crisis classifier: \(error.localizedDescription)")
        }
        let inputs = file.embeddingDimension + ScreenFeatures.names.count
        guard file.format == WeightsFile.formatName, file.version == version(hidden: file.crisis.hidden != nil || file.concern.hidden != nil),
              file.features == ScreenFeatures.names,
              file.crisis.isValid(inputs: inputs), file.concern.isValid(inputs: inputs)
        else {
            throw PulsumError.corruptFile(path: url.path, reason: "format, version, feature names or weight shapes do not match this build of pulsum")
        }
        return CrisisClassifier(crisis: file.crisis, concern: file.concern, modelID: file.model,
                                embeddingDimension: file.embeddingDimension)
    }

    /// Lower-case hex SHA-256 of some bytes.
    public static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
