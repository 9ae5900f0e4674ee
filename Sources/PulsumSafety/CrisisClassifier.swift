import Crypto
import Foundation
import PulsumCore

/// The learned layer: two heads over the sentence embedding and the rule features
/// (`ScreenFeatures`), one for crisis and one for concern (crisis or distress), with thresholds
/// chosen by cross-validation that holds out whole paraphrase families. A head is a logistic
/// regression, optionally with a hidden layer of ReLU units beside its linear part, with the
/// text's word features (`WordGrams`) in that linear part, and with a threshold per guessed
/// language (`LanguageGuess`).
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
        /// One weight per `WordGrams` bucket, added to the linear sum (absent when the head reads
        /// only the embedding and the rule features).
        public var wordWeights: [Float]? { packedWordWeights?.values }
        /// The word weights as stored: one base64 string of their bytes (`PackedFloats`).
        private let packedWordWeights: PackedFloats?
        /// The threshold for text guessed to be in each language, in place of `threshold`
        /// (absent when the head has one threshold).
        public let languageThresholds: [String: Float]?

        public init(weights: [Float], bias: Float, threshold: Float, hidden: HiddenLayer? = nil,
                    wordWeights: [Float]? = nil, languageThresholds: [String: Float]? = nil) {
            self.weights = weights
            self.bias = bias
            self.threshold = threshold
            self.hidden = hidden
            packedWordWeights = wordWeights.map(PackedFloats.init)
            self.languageThresholds = languageThresholds
        }

        /// The probability that the input (and the text's word features, when the head reads
        /// them) belongs to the head's class.
        public func probability(_ input: [Float], words: WordGrams? = nil) -> Float {
            var sum = Double(bias)
            for (weight, value) in zip(weights, input) { sum += Double(weight) * Double(value) }
            if let hidden { sum += hidden.contribution(input) }
            if let wordWeights, let words { sum += words.dot(wordWeights) }
            return Float(1 / (1 + exp(-sum)))
        }

        /// The threshold for text in `language` (`threshold` without one for it).
        public func threshold(forLanguage language: String?) -> Float {
            language.flatMap { languageThresholds?[$0] } ?? threshold
        }

        private enum CodingKeys: String, CodingKey {
            case weights, bias, threshold, hidden, languageThresholds
            case packedWordWeights = "wordWeights"
        }

        /// The same head with other thresholds.
        func with(threshold: Double, languageThresholds: [String: Double]? = nil) -> Head {
            Head(weights: weights, bias: bias, threshold: Float(threshold), hidden: hidden, wordWeights: wordWeights,
                 languageThresholds: languageThresholds?.mapValues { Float($0) })
        }

        func isValid(inputs: Int) -> Bool {
            weights.count == inputs && (weights + [bias]).allSatisfy(\.isFinite) && (hidden?.isValid(inputs: inputs) ?? true)
                && (wordWeights.map { $0.count == WordGrams.bucketCount && $0.allSatisfy(\.isFinite) } ?? true)
                && ([threshold] + (languageThresholds.map { Array($0.values) } ?? [])).allSatisfy { $0 > 0 && $0 <= 1 }
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
    /// Guesses a text's language when a head has a threshold per language.
    public let languageGuess: LanguageGuess?

    /// The file's name in `Data/safety/`.
    public static let fileName = "crisis-classifier.json"
    /// The format version this code writes and reads: 1 for plain logistic-regression heads,
    /// 3 when a head reads word features or has thresholds per language, 4 when a head has a
    /// hidden layer, its weights packed (version 2's were JSON numbers; no longer read). An older
    /// build must refuse a newer file.
    public static func version(hidden: Bool, readsWords: Bool) -> Int { hidden ? 4 : readsWords ? 3 : 1 }
    /// SHA-256 of the shipped weights file (printed by the training command).
    public static let pinnedSHA256 = "49c24a25e53a82655168e36412bd0421d6d7ee6d19562ca47e466323d286cfa2"

    public init(crisis: Head, concern: Head, modelID: String, embeddingDimension: Int, languageGuess: LanguageGuess? = nil) {
        self.crisis = crisis
        self.concern = concern
        self.modelID = modelID
        self.embeddingDimension = embeddingDimension
        self.languageGuess = languageGuess
    }

    /// The level the classifier alone gives one piece of text, with both probabilities: `input`
    /// is the piece's `SafetyFeatureExtractor` input, `text` the piece itself (for the word
    /// features and the language, when the heads use them).
    public func judge(_ input: [Float], text: String) -> (level: SafetyLevel, crisis: Float, concern: Float) {
        // The text is split into words once, for the word features and the language guess alike.
        let readsWords = crisis.wordWeights != nil || concern.wordWeights != nil
        let split = readsWords || languageGuess != nil ? WordGrams.words(of: text) : []
        let words = readsWords ? WordGrams(words: split) : nil
        let language = languageGuess?.guess(words: split)
        let crisisProbability = crisis.probability(input, words: words)
        let concernProbability = concern.probability(input, words: words)
        let level: SafetyLevel = crisisProbability >= crisis.threshold(forLanguage: language) ? .crisis
            : concernProbability >= concern.threshold(forLanguage: language) ? .caution : .safe
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
        let heads = [file.crisis, file.concern]
        let readsWords = heads.contains { $0.wordWeights != nil || $0.languageThresholds != nil }
        guard file.format == WeightsFile.formatName,
              file.version == version(hidden: heads.contains { $0.hidden != nil }, readsWords: readsWords),
              file.features == ScreenFeatures.names, heads.allSatisfy({ $0.isValid(inputs: inputs) }),
              file.languageGuess?.isValid ?? true,
              heads.allSatisfy({ Set(($0.languageThresholds ?? [:]).keys).isSubset(of: file.languageGuess?.languages ?? []) })
        else {
            throw PulsumError.corruptFile(path: url.path, reason: "format, version, feature names or weight shapes do not match this build of pulsum")
        }
        return CrisisClassifier(crisis: file.crisis, concern: file.concern, modelID: file.model,
                                embeddingDimension: file.embeddingDimension, languageGuess: file.languageGuess)
    }

    /// Lower-case hex SHA-256 of some bytes.
    public static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
