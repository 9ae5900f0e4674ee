import Foundation
import PulsumCore

/// Trains `CrisisClassifier` from the labelled corpus: two heads (crisis; concern = crisis or
/// distress), the concern head a logistic regression, the crisis head one with a hidden layer of
/// ReLU units beside its linear part (round 24; a plain regression with `hiddenUnits == 0`), with
/// thresholds chosen on out-of-fold probabilities from a cross-validation that holds out whole
/// paraphrase families. Both heads learn from the generated and the hand-written
/// families (`TrainingSentence.isHandWritten`); the crisis head also reads the word features
/// (`WordGrams`) and has a threshold per language, counted over that language's hand-written safe
/// sentences (docs/safety.md, round 18); the concern threshold is counted over the generated
/// ones. Never sees a test set.
public enum CrisisClassifierTrainer {
    /// How thresholds are chosen.
    public struct Settings: Sendable {
        /// Number of cross-validation folds (families are dealt to folds in a seeded order).
        public var folds = 5
        public var seed: UInt64 = 14
        /// The crisis threshold is the lowest that keeps at most this share of generated safe
        /// sentences judged crisis out of fold…
        public var maximumSafeJudgedCrisis = 0.02
        /// …and at most this share of generated distress sentences.
        public var maximumDistressJudgedCrisis = 0.10
        /// Each language's crisis threshold is the highest that keeps at least this share of its
        /// hand-written crisis sentences judged crisis out of fold by the whole screen (rules or
        /// crisis head); a language without hand-written crisis sentences keeps the one above.
        public var minimumHandWrittenCrisisRecall = 0.96
        /// Whether the crisis head reads the word features (`WordGrams`).
        public var crisisReadsWords = true
        /// The concern threshold is the highest that leaves at most this share of crisis and
        /// distress sentences judged safe out of fold by the whole screen (rules, crisis head and
        /// concern head together).
        public var maximumConcernJudgedSafe = 0.01
        /// …and at most this share of the hand-written crisis and distress sentences (round 20:
        /// the heads are weakest on new writers, so the failure that matters is bounded there too).
        public var maximumHandWrittenConcernJudgedSafe = 0.0025
        /// L2 penalty and number of gradient steps of each regression: the concern head, and the
        /// crisis head when `hiddenUnits == 0`.
        public var l2 = 1e-3
        /// L2 penalty on the crisis regression's word-feature weights (round 22).
        public var wordL2 = 1e-5
        public var iterations = 800
        /// Hidden ReLU units of the crisis head beside its linear part (round 24); 0 = a plain
        /// logistic regression. The concern head is always a regression.
        public var hiddenUnits = 128
        /// Epochs, mini-batch size and L2 penalties (input and output weights; word weights) of a
        /// crisis head with hidden units.
        public var epochs = 10
        public var batchSize = 256
        public var hiddenL2: Float = 1e-3
        public var hiddenWordL2: Float = 1e-6

        public init() {}

        /// The settings compared by `pulsum-safety-train --search` (cross-validation only): the
        /// crisis head as a regression and with hidden layers of two sizes, trained two lengths.
        public static var candidates: [Settings] {
            var regression = Settings()
            regression.hiddenUnits = 0
            return [regression] + [64, 128].flatMap { units in
                [10, 20].map { epochs in
                    var settings = Settings()
                    (settings.hiddenUnits, settings.epochs) = (units, epochs)
                    return settings
                }
            }
        }

        /// The settings in one line, for reports.
        public var description: String {
            let concern = "concern: logistic regression, L2 \(l2), \(iterations) steps"
            return hiddenUnits == 0 ? "crisis: logistic regression, L2 \(l2) (words \(wordL2)), \(iterations) steps; \(concern)"
                : "crisis: \(hiddenUnits) hidden units, L2 \(hiddenL2) (words \(hiddenWordL2)), \(epochs) epochs of \(batchSize); \(concern)"
        }

        /// Fits the crisis head (threshold 0), reading the word features when `words` are given,
        /// and gives its probability function.
        func fitCrisisHead(_ inputs: [[Float]], words: [WordGrams]?, _ labels: [Bool]) -> FittedHead {
            guard hiddenUnits > 0 else { return fitRegression(inputs, words: words, labels) }
            let head = NeuralHeadTrainer(hiddenUnits: hiddenUnits, epochs: epochs, batchSize: batchSize, l2: hiddenL2,
                                         wordL2: hiddenWordL2, seed: seed).fit(inputs, words: words, labels)
            return FittedHead(head: head) { Double(head.probability($0, words: $1)) }
        }

        /// Fits the concern head (threshold 0), a regression over the inputs alone.
        func fitConcernHead(_ inputs: [[Float]], _ labels: [Bool]) -> FittedHead {
            fitRegression(inputs, words: nil, labels)
        }

        private func fitRegression(_ inputs: [[Float]], words: [WordGrams]?, _ labels: [Bool]) -> FittedHead {
            let fit = LogisticRegression(iterations: iterations, l2: l2, wordL2: wordL2).fit(inputs, words: words, labels)
            let head = CrisisClassifier.Head(weights: fit.weights.map { Float($0) }, bias: Float(fit.bias), threshold: 0,
                                             wordWeights: fit.wordWeights?.map { Float($0) })
            return FittedHead(head: head) { fit.probability($0, words: $1) }
        }
    }

    /// A fitted head and the probability it gives an input and its text's word features (in
    /// `Double` for a regression, as fitted).
    struct FittedHead {
        let head: CrisisClassifier.Head
        let probability: ([Float], WordGrams?) -> Double
    }

    /// The weights file's bytes and a report of the cross-validation.
    public struct Result: Sendable {
        public let fileContents: Data
        public let report: String
    }

    /// - Parameters:
    ///   - inputs: `SafetyFeatureExtractor.inputs(for:)` of the sentences, in the same order.
    ///   - pieces: `SafetyFeatureExtractor.screenPieces(for:)` of the sentences, so that the
    ///     thresholds are chosen on the screen as it runs and the crisis head learns the pieces of
    ///     the safe and distress texts as not crisis (`crisisExamples`).
    public static func train(sentences: [TrainingSentence], inputs: [[Float]], pieces: [[TextPiece]]? = nil, corpusSHA256: String,
                             modelID: String, embeddingDimension: Int, settings: Settings = Settings()) throws -> Result {
        let words = settings.crisisReadsWords ? sentences.map { WordGrams($0.text) } : nil
        let validation = try crossValidate(sentences: sentences, inputs: inputs, words: words, pieces: pieces, settings: settings)
        let isConcern = sentences.map { $0.label != .safe }
        let examples = crisisExamples(Array(sentences.indices), sentences: sentences, inputs: inputs, words: words, pieces: pieces)
        let crisisFit = settings.fitCrisisHead(examples.inputs, words: examples.words, examples.labels)
        let concernAll = sentences.indices.filter { validation.teachesConcern[$0] }
        let concernFit = settings.fitConcernHead(concernAll.map { inputs[$0] }, concernAll.map { isConcern[$0] })
        let crisis = crisisFit.head.with(threshold: validation.crisisThreshold, languageThresholds: validation.languageThresholds)
        let file = WeightsFile(
            format: WeightsFile.formatName,
            version: CrisisClassifier.version(hidden: settings.hiddenUnits > 0, readsWords: crisis.wordWeights != nil || crisis.languageThresholds != nil),
            model: modelID, embeddingDimension: embeddingDimension, features: ScreenFeatures.names,
            crisis: crisis, concern: concernFit.head.with(threshold: validation.concernThreshold),
            languageGuess: validation.languageThresholds == nil ? nil
                : LanguageGuess(fitting: sentences.map(\.text), languages: sentences.map(\.lang)),
            training: .init(corpusSHA256: corpusSHA256, sentences: sentences.count, families: Set(sentences.map(\.family)).count,
                            folds: settings.folds, crossValidation: validation.figures))
        let report = (["cross-validation, whole families held out (\(settings.folds) folds, \(file.training.families) families, \(sentences.count) sentences, \(settings.description)):"]
            + validation.summary
            + ["whole screen out of fold, per group:"]
            + CrossValidationBreakdown.lines(sentences: sentences, judgedCrisis: validation.screenCrisis,
                                             judgedConcern: validation.screenConcern)).joined(separator: "\n")
        return Result(fileContents: try file.encoded(), report: report)
    }

    /// Safe categories the concern head learns from: plain everyday text and figures of speech.
    static let everydayCategories: Set<String> = ["benign", "idiom"]

    /// Families dealt round-robin to folds after a seeded shuffle of their sorted names: the
    /// generated families on their own (so adding hand-written ones changes none of their folds),
    /// then the hand-written ones alike.
    static func foldOfEachSentence(_ sentences: [TrainingSentence], settings: Settings) -> [Int] {
        var foldOf: [String: Int] = [:]
        for handWritten in [false, true] {
            var families = Set(sentences.filter { $0.isHandWritten == handWritten }.map(\.family)).sorted()
            var state = settings.seed
            for index in stride(from: families.count - 1, to: 0, by: -1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                families.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
            }
            for (position, family) in families.enumerated() { foldOf[family] = position % settings.folds }
        }
        return sentences.map { foldOf[$0.family] ?? 0 }
    }
}
