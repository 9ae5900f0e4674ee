import Foundation
import PulsumCore

extension CrisisClassifierTrainer {
    /// Out-of-fold results of one setting: the thresholds chosen, the figures, and what the whole
    /// screen (rules and both heads) judged each training sentence.
    public struct CrossValidation: Sendable {
        /// Lowest crisis-head threshold keeping the generated safe and distress sentences judged
        /// crisis out of fold within `Settings.maximumSafeJudgedCrisis` and `maximumDistressJudgedCrisis`.
        public let crisisThreshold: Double
        /// Per language with hand-written crisis sentences, the highest crisis-head threshold
        /// keeping at least `Settings.minimumHandWrittenCrisisRecall` of them judged crisis by the
        /// whole screen out of fold (nil when the head does not read words or the corpus has no
        /// hand-written crisis sentences).
        public let languageThresholds: [String: Double]?
        /// Highest concern-head threshold leaving at most `Settings.maximumConcernJudgedSafe` of the
        /// generated crisis and distress sentences, and `maximumHandWrittenConcernJudgedSafe` of the
        /// hand-written ones, judged safe by the whole screen out of fold.
        public let concernThreshold: Double
        /// Named out-of-fold rates over the generated sentences (`screenCrisisRecall`,
        /// `screenSafeJudgedCaution`, …) and the whole screen's over the hand-written ones
        /// (`handWrittenScreenCrisisJudgedSafe`, …).
        public let figures: [String: Double]
        /// Whole-screen crisis recall when the crisis threshold is instead the lowest that keeps the
        /// whole screen (rules or head) at most 2 % safe and 10 % distress judged crisis: compares
        /// heads at the same false-alarm rate of the screen (reported by `--search`, not stored).
        public let screenRecallAtMatchedFalseAlarms: Double
        let teachesConcern: [Bool]
        let screenCrisis: [Bool]
        let screenConcern: [Bool]

        private var perLanguage: String {
            guard let languageThresholds else { return "" }
            return " (per language: " + languageThresholds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
        }

        /// The thresholds and figures, one per line.
        public var summary: [String] {
            ["  crisis threshold \(crisisThreshold)\(perLanguage), concern threshold \(concernThreshold)",
             "  (screen recall at screen safe → crisis ≤ 2 %: \(String(format: "%.4f", screenRecallAtMatchedFalseAlarms)))"]
                + figures.keys.sorted().map { "  \($0) \(String(format: "%.4f", figures[$0] ?? 0))" }
        }
    }

    /// Cross-validation with whole families held out: fits both heads on each training split (the
    /// crisis head with the sentences' `words` when given), scores the held-out families, and
    /// chooses the thresholds on the out-of-fold scores: the crisis head's per language over the
    /// hand-written crisis sentences (when it reads words), else over the generated sentences, the
    /// concern head's over the generated and the hand-written crisis and distress sentences.
    /// With `pieces` (`SafetyFeatureExtractor.screenPieces(for:)`), a text the screen judges in
    /// several pieces is scored as the screen scores it (each head's highest score over its pieces,
    /// the rules as in a text of several sentences), and the crisis head also learns the pieces of
    /// the safe and distress texts as not crisis; without it every text counts as one sentence.
    public static func crossValidate(sentences: [TrainingSentence], inputs: [[Float]], words: [WordGrams]? = nil,
                                     pieces: [[TextPiece]]? = nil, settings: Settings) throws -> CrossValidation {
        guard sentences.count == inputs.count, !sentences.isEmpty, words.map({ $0.count == inputs.count }) ?? true,
              pieces.map({ $0.count == inputs.count }) ?? true else {
            throw PulsumError.invalidArgument(name: "training corpus", reason: "\(sentences.count) sentences for \(inputs.count) inputs")
        }
        let isConcern = sentences.map { $0.label != .safe }
        // The concern head learns distress and crisis against everyday text; the non-crisis frames
        // (someone else, past, negated, informational) are caution through the rules already, and
        // their crisis words labelled safe would only blur what distress looks like.
        let teachesConcern = sentences.map { $0.label != .safe || everydayCategories.contains($0.category) }
        let fold = foldOfEachSentence(sentences, settings: settings)
        var crisisOutOfFold = [Double](repeating: 0, count: sentences.count)
        var concernOutOfFold = [Double](repeating: 0, count: sentences.count)
        let generated = sentences.map { !$0.isHandWritten }
        for held in 0..<settings.folds {
            let training = sentences.indices.filter { fold[$0] != held }
            let examples = crisisExamples(training, sentences: sentences, inputs: inputs, words: words, pieces: pieces)
            let crisisFit = settings.fitCrisisHead(examples.inputs, words: examples.words, examples.labels)
            let concernTraining = training.filter { teachesConcern[$0] }
            let concernFit = settings.fitConcernHead(concernTraining.map { inputs[$0] }, concernTraining.map { isConcern[$0] })
            for index in sentences.indices where fold[index] == held {
                let split = pieces?[index] ?? []
                guard !split.isEmpty else {
                    crisisOutOfFold[index] = crisisFit.probability(inputs[index], words?[index])
                    concernOutOfFold[index] = concernFit.probability(inputs[index], nil)
                    continue
                }
                crisisOutOfFold[index] = split.map { crisisFit.probability($0.input, words == nil ? nil : WordGrams($0.text)) }.max() ?? 0
                concernOutOfFold[index] = split.map { concernFit.probability($0.input, nil) }.max() ?? 0
            }
        }
        // Every rate below is over the generated sentences unless it says hand-written.
        let labels = sentences.map(\.label)
        let generatedLabels = zip(labels, generated).map { $1 ? $0 : nil }
        let crisisThreshold = grid.first { threshold in
            share(crisisOutOfFold, generatedLabels, .safe) { $0 >= threshold } <= settings.maximumSafeJudgedCrisis
                && share(crisisOutOfFold, generatedLabels, .caution) { $0 >= threshold } <= settings.maximumDistressJudgedCrisis
        } ?? 0.99
        // A held-out text of one sentence has no pieces; the screen judges it as one part.
        let ruleCrisis = inputs.indices.map { index in
            ScreenFeatures.ruleSaysCrisis(inputs[index].suffix(ScreenFeatures.names.count), inOneSentence: pieces?[index].isEmpty ?? true)
        }
        let languageThresholds = words == nil ? nil
            : thresholdsPerLanguage(sentences: sentences, crisisOutOfFold: crisisOutOfFold, ruleCrisis: ruleCrisis, settings: settings)
        let crisisHead = sentences.indices.map { index in
            crisisOutOfFold[index] >= languageThresholds?[sentences[index].lang] ?? crisisThreshold
        }
        // The screen is at least caution when a rule finds anything or the crisis head fires, so the
        // concern head only has to catch what those leave safe: its threshold is the highest that
        // leaves at most the allowed share of concern sentences judged safe by the whole screen.
        let screenConcern = sentences.indices.map { index in
            crisisHead[index] || ScreenFeatures.ruleSaysConcern(inputs[index].suffix(ScreenFeatures.names.count))
        }
        let concernOrScreen = sentences.indices.map { index in screenConcern[index] ? 1.0 : concernOutOfFold[index] }
        let generatedConcern = zip(isConcern, generated).map { $0 && $1 }
        let handWrittenConcern = zip(isConcern, generated).map { $0 && !$1 }
        let concernThreshold = grid.last { threshold in
            share(concernOrScreen, generatedConcern) { $0 < threshold } <= settings.maximumConcernJudgedSafe
                && share(concernOrScreen, handWrittenConcern) { $0 < threshold } <= settings.maximumHandWrittenConcernJudgedSafe
        } ?? 0.01
        let screen = zip(crisisHead, ruleCrisis).map { $0 || $1 ? 1.0 : 0 }
        let matched = grid.lazy.map { threshold in zip(crisisOutOfFold, ruleCrisis).map { $0 >= threshold || $1 ? 1.0 : 0 } }.first { screen in
            share(screen, generatedLabels, .safe) { $0 > 0 } <= settings.maximumSafeJudgedCrisis
                && share(screen, generatedLabels, .caution) { $0 > 0 } <= settings.maximumDistressJudgedCrisis
        }
        let handWrittenLabels = zip(labels, generated).map { $1 ? nil : $0 }
        let screenLevel = zip(screen, concernOrScreen).map { crisis, concern in crisis > 0 ? 2.0 : concern >= concernThreshold ? 1 : 0 }
        let head = crisisHead.map { $0 ? 1.0 : 0 }
        let figures: [String: Double] = [
            "crisisRecall": share(head, generatedLabels, .crisis) { $0 > 0 },
            "safeJudgedCrisis": share(head, generatedLabels, .safe) { $0 > 0 },
            "distressJudgedCrisis": share(head, generatedLabels, .caution) { $0 > 0 },
            "concernJudgedSafe": share(concernOutOfFold, generatedConcern) { $0 < concernThreshold },
            "safeJudgedCaution": share(concernOutOfFold, generatedLabels, .safe) { $0 >= concernThreshold },
            "screenConcernJudgedSafe": share(concernOrScreen, generatedConcern) { $0 < concernThreshold },
            "screenSafeJudgedCaution": share(concernOrScreen, generatedLabels, .safe) { $0 >= concernThreshold },
            "screenCrisisRecall": share(screen, generatedLabels, .crisis) { $0 > 0 },
            "screenSafeJudgedCrisis": share(screen, generatedLabels, .safe) { $0 > 0 },
            "handWrittenScreenCrisisRecall": share(screenLevel, handWrittenLabels, .crisis) { $0 == 2 },
            "handWrittenScreenCrisisJudgedSafe": share(screenLevel, handWrittenLabels, .crisis) { $0 == 0 },
            "handWrittenScreenDistressJudgedSafe": share(screenLevel, handWrittenLabels, .caution) { $0 == 0 },
            "handWrittenScreenSafeJudgedCrisis": share(screenLevel, handWrittenLabels, .safe) { $0 == 2 },
            "handWrittenScreenSafeJudgedCaution": share(screenLevel, handWrittenLabels, .safe) { $0 >= 1 },
        ]
        return CrossValidation(
            crisisThreshold: crisisThreshold, languageThresholds: languageThresholds, concernThreshold: concernThreshold, figures: figures,
            screenRecallAtMatchedFalseAlarms: matched.map { share($0, generatedLabels, .crisis) { $0 > 0 } } ?? 0, teachesConcern: teachesConcern,
            screenCrisis: screen.map { $0 > 0 }, screenConcern: concernOrScreen.map { $0 >= concernThreshold })
    }

    /// Each language's crisis threshold over its hand-written crisis sentences (the grid's lowest
    /// when even that finds too few); nil without any hand-written crisis sentence.
    private static func thresholdsPerLanguage(sentences: [TrainingSentence], crisisOutOfFold: [Double], ruleCrisis: [Bool],
                                              settings: Settings) -> [String: Double]? {
        var thresholds: [String: Double] = [:]
        for language in Set(sentences.map(\.lang)) {
            let chosen = sentences.indices.filter { sentences[$0].isHandWritten && sentences[$0].label == .crisis && sentences[$0].lang == language }
            guard !chosen.isEmpty else { continue }
            thresholds[language] = grid.last { threshold in
                Double(chosen.filter { ruleCrisis[$0] || crisisOutOfFold[$0] >= threshold }.count) / Double(chosen.count)
                    >= settings.minimumHandWrittenCrisisRecall
            } ?? grid[0]
        }
        return thresholds.isEmpty ? nil : thresholds
    }

    /// Thresholds tried: 0.01 to 0.99 in steps of 0.01, with finer steps into both tails for heads
    /// whose out-of-fold probabilities crowd near 0 and 1 (a regression's choice of 0.63 and 0.19
    /// is the same on this grid as on the plain one).
    private static let grid: [Double] = [1e-4, 2e-4, 5e-4, 1e-3, 2e-3, 5e-3] + (1...99).map { Double($0) / 100 }
        + [0.995, 0.998, 0.999, 0.9995, 0.9998, 0.9999]

    private static func share(_ values: [Double], _ labels: [SafetyLevel?], _ label: SafetyLevel, _ test: (Double) -> Bool) -> Double {
        share(values, labels.map { $0 == label }, test)
    }

    private static func share(_ values: [Double], _ include: [Bool], _ test: (Double) -> Bool) -> Double {
        let chosen = zip(values, include).filter(\.1).map(\.0)
        return chosen.isEmpty ? 0 : Double(chosen.filter(test).count) / Double(chosen.count)
    }
}
