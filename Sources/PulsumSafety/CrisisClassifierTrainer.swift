import Foundation
import PulsumCore

/// Trains `CrisisClassifier` from the labelled corpus: two logistic regressions (crisis;
/// concern = crisis or distress), with thresholds chosen on out-of-fold probabilities from a
/// cross-validation that holds out whole paraphrase families. Never sees a test set.
public enum CrisisClassifierTrainer {
    /// How thresholds are chosen.
    public struct Settings: Sendable {
        /// Number of cross-validation folds (families are dealt to folds in a seeded order).
        public var folds = 5
        public var seed: UInt64 = 14
        /// The crisis threshold is the lowest that keeps at most this share of safe sentences
        /// judged crisis out of fold…
        public var maximumSafeJudgedCrisis = 0.02
        /// …and at most this share of distress sentences.
        public var maximumDistressJudgedCrisis = 0.10
        /// The concern threshold is the highest that leaves at most this share of crisis and
        /// distress sentences judged safe out of fold by the whole screen (rules, crisis head and
        /// concern head together).
        public var maximumConcernJudgedSafe = 0.01
        /// L2 penalty and number of gradient steps of each regression.
        public var l2 = 1e-3
        public var iterations = 800

        public init() {}
    }

    /// The weights file's bytes and a report of the cross-validation.
    public struct Result: Sendable {
        public let fileContents: Data
        public let report: String
    }

    /// - Parameters:
    ///   - inputs: `SafetyFeatureExtractor.inputs(for:)` of the sentences, in the same order.
    public static func train(sentences: [TrainingSentence], inputs: [[Float]], corpusSHA256: String,
                             modelID: String, embeddingDimension: Int, settings: Settings = Settings()) throws -> Result {
        guard sentences.count == inputs.count, !sentences.isEmpty else {
            throw PulsumError.invalidArgument(name: "training corpus", reason: "\(sentences.count) sentences for \(inputs.count) inputs")
        }
        let isCrisis = sentences.map { $0.label == .crisis }
        let isConcern = sentences.map { $0.label != .safe }
        // The concern head learns distress and crisis against everyday text; the non-crisis frames
        // (someone else, past, negated, informational) are caution through the rules already, and
        // their crisis words labelled safe would only blur what distress looks like.
        let teachesConcern = sentences.map { $0.label != .safe || Self.everydayCategories.contains($0.category) }
        let fold = foldOfEachSentence(sentences, settings: settings)
        var crisisOutOfFold = [Double](repeating: 0, count: sentences.count)
        var concernOutOfFold = [Double](repeating: 0, count: sentences.count)
        let regression = LogisticRegression(iterations: settings.iterations, l2: settings.l2)
        for held in 0..<settings.folds {
            let training = sentences.indices.filter { fold[$0] != held }
            let crisisFit = regression.fit(training.map { inputs[$0] }, training.map { isCrisis[$0] })
            let concernTraining = training.filter { teachesConcern[$0] }
            let concernFit = regression.fit(concernTraining.map { inputs[$0] }, concernTraining.map { isConcern[$0] })
            for index in sentences.indices where fold[index] == held {
                crisisOutOfFold[index] = LogisticRegression.probability(inputs[index], weights: crisisFit.weights, bias: crisisFit.bias)
                concernOutOfFold[index] = LogisticRegression.probability(inputs[index], weights: concernFit.weights, bias: concernFit.bias)
            }
        }
        let labels = sentences.map(\.label)
        let crisisThreshold = grid.first { threshold in
            share(crisisOutOfFold, labels, .safe) { $0 >= threshold } <= settings.maximumSafeJudgedCrisis
                && share(crisisOutOfFold, labels, .caution) { $0 >= threshold } <= settings.maximumDistressJudgedCrisis
        } ?? 0.99
        // The screen is at least caution when a rule finds anything or the crisis head fires, so the
        // concern head only has to catch what those leave safe: its threshold is the highest that
        // leaves at most the allowed share of concern sentences judged safe by the whole screen.
        let screenConcern = sentences.indices.map { index in
            crisisOutOfFold[index] >= crisisThreshold || ScreenFeatures.ruleSaysConcern(inputs[index].suffix(ScreenFeatures.names.count))
        }
        let concernOrScreen = sentences.indices.map { index in screenConcern[index] ? 1.0 : concernOutOfFold[index] }
        let concernThreshold = grid.last { threshold in
            share(concernOrScreen, isConcern) { $0 < threshold } <= settings.maximumConcernJudgedSafe
        } ?? 0.01

        let crisisFit = regression.fit(inputs, isCrisis)
        let concernAll = sentences.indices.filter { teachesConcern[$0] }
        let concernFit = regression.fit(concernAll.map { inputs[$0] }, concernAll.map { isConcern[$0] })
        var figures: [String: Double] = [
            "crisisRecall": share(crisisOutOfFold, labels, .crisis) { $0 >= crisisThreshold },
            "safeJudgedCrisis": share(crisisOutOfFold, labels, .safe) { $0 >= crisisThreshold },
            "distressJudgedCrisis": share(crisisOutOfFold, labels, .caution) { $0 >= crisisThreshold },
            "concernJudgedSafe": share(concernOutOfFold, isConcern) { $0 < concernThreshold },
            "safeJudgedCaution": share(concernOutOfFold, labels, .safe) { $0 >= concernThreshold },
            "screenConcernJudgedSafe": share(concernOrScreen, isConcern) { $0 < concernThreshold },
            "screenSafeJudgedCaution": share(concernOrScreen, labels, .safe) { $0 >= concernThreshold },
        ]
        let screen = zip(inputs, crisisOutOfFold).map { input, probability in
            probability >= crisisThreshold || ScreenFeatures.ruleSaysCrisis(input.suffix(ScreenFeatures.names.count)) ? 1.0 : 0
        }
        figures["screenCrisisRecall"] = share(screen, labels, .crisis) { $0 > 0 }
        figures["screenSafeJudgedCrisis"] = share(screen, labels, .safe) { $0 > 0 }
        let file = WeightsFile(
            format: WeightsFile.formatName, version: CrisisClassifier.version, model: modelID, embeddingDimension: embeddingDimension,
            features: ScreenFeatures.names,
            crisis: head(crisisFit, threshold: crisisThreshold), concern: head(concernFit, threshold: concernThreshold),
            training: .init(corpusSHA256: corpusSHA256, sentences: sentences.count, families: Set(sentences.map(\.family)).count,
                            folds: settings.folds, crossValidation: figures))
        let report = (["cross-validation, whole families held out (\(settings.folds) folds, \(file.training.families) families, \(sentences.count) sentences):",
                       "  crisis threshold \(crisisThreshold), concern threshold \(concernThreshold)"]
            + figures.keys.sorted().map { "  \($0) \(String(format: "%.4f", figures[$0] ?? 0))" }
            + ["whole screen out of fold, per group:"]
            + CrossValidationBreakdown.lines(sentences: sentences, judgedCrisis: screen.map { $0 > 0 },
                                             judgedConcern: concernOrScreen.map { $0 >= concernThreshold })).joined(separator: "\n")
        return Result(fileContents: try file.encoded(), report: report)
    }

    /// Safe categories the concern head learns from: plain everyday text and figures of speech.
    static let everydayCategories: Set<String> = ["benign", "idiom"]

    /// Thresholds tried, 0.01 to 0.99.
    private static let grid: [Double] = (1...99).map { Double($0) / 100 }

    /// Families dealt round-robin to folds after a seeded shuffle of their sorted names.
    static func foldOfEachSentence(_ sentences: [TrainingSentence], settings: Settings) -> [Int] {
        var families = Set(sentences.map(\.family)).sorted()
        var state = settings.seed
        for index in stride(from: families.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            families.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        let foldOf = Dictionary(uniqueKeysWithValues: families.enumerated().map { ($1, $0 % settings.folds) })
        return sentences.map { foldOf[$0.family] ?? 0 }
    }

    private static func share(_ values: [Double], _ labels: [SafetyLevel], _ label: SafetyLevel, _ test: (Double) -> Bool) -> Double {
        share(values, labels.map { $0 == label }, test)
    }

    private static func share(_ values: [Double], _ include: [Bool], _ test: (Double) -> Bool) -> Double {
        let chosen = zip(values, include).filter(\.1).map(\.0)
        return chosen.isEmpty ? 0 : Double(chosen.filter(test).count) / Double(chosen.count)
    }

    private static func head(_ fit: (weights: [Double], bias: Double), threshold: Double) -> CrisisClassifier.Head {
        CrisisClassifier.Head(weights: fit.weights.map { Float($0) }, bias: Float(fit.bias), threshold: Float(threshold))
    }
}
