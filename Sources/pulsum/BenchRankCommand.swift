import ArgumentParser
import Foundation
import PulsumCore
import PulsumRanking

/// `pulsum bench rank`: trains the Bradley-Terry model on reference pairs and measures it.
struct BenchRank: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rank",
        abstract: "Train the ranker's Bradley-Terry model on preference pairs; report held-out accuracy and speed.",
        discussion: """
            Input: FEATURES is a CSV 'item,f0,f1,...' (item ids 0..n-1 in order); TRAIN and TEST \
            are CSVs 'preferred,other' of item ids (for example ../shared/golden/bt/). Training \
            runs the ranker's own update p = σ(w·(x_a − x_b)), w ← w + η((1 − p)(x_a − x_b) − λw) \
            by SGD: --epochs passes in a seeded random order, η = η₀ / (1 + decay · epoch), \
            λ = 1 / (2 · training pairs) (scikit-learn's C = 1 per pair).

            Reports held-out pairwise accuracy and log loss, the median training time over \
            --repeat runs, and scoring throughput for 10,000 candidates: plain w·x on the feature \
            rows, and the full ranker (features of library-shaped items, scores and sort).

            Exit status: 0 on success; 1 when an input file is missing or malformed (named \
            file:line:field); 64 on a usage error.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Item features CSV.", valueName: "file")) var features: String
    @Option(help: ArgumentHelp("Training pairs CSV.", valueName: "file")) var train: String
    @Option(help: ArgumentHelp("Held-out pairs CSV.", valueName: "file")) var test: String
    @Option(help: "Passes over the training pairs.") var epochs = PairwiseTrainer.standard.epochs
    @Option(help: ArgumentHelp("First-pass learning rate η₀.", valueName: "eta"))
    var learningRate = PairwiseTrainer.standard.initialLearningRate
    @Option(help: "Per-pass learning-rate decay.") var decay = PairwiseTrainer.standard.decay
    @Option(help: "Seed of the shuffles.") var seed = PairwiseTrainer.standard.seed
    @Option(help: "Timed training runs (the median is reported).") var `repeat` = 5

    func validate() throws {
        if epochs < 1 { throw ValidationError("--epochs must be at least 1") }
        if !(learningRate > 0) { throw ValidationError("--learning-rate must be positive") }
        if decay < 0 { throw ValidationError("--decay must not be negative") }
        if `repeat` < 1 { throw ValidationError("--repeat must be at least 1") }
    }

    func run() async throws {
        let dataset = try PreferenceDataset.loadFeatures(URL(fileURLWithPath: features))
        let (trainPairs, testPairs) = (try dataset.loadPairs(URL(fileURLWithPath: train)),
                                       try dataset.loadPairs(URL(fileURLWithPath: test)))
        let trainer = PairwiseTrainer(epochs: epochs, initialLearningRate: learningRate, decay: decay,
                                      regularization: nil, seed: seed)
        var model = BradleyTerryModel(weights: Array(repeating: 0, count: dataset.featureNames.count))
        var times: [Double] = []
        for _ in 0..<`repeat` {
            var fresh = BradleyTerryModel(weights: Array(repeating: 0, count: dataset.featureNames.count))
            times.append(Self.seconds { trainer.train(&fresh, items: dataset.items, pairs: trainPairs) })
            model = fresh
        }
        let report = Report(
            heldoutAccuracy: PairwiseTrainer.accuracy(of: model, items: dataset.items, pairs: testPairs),
            trainAccuracy: PairwiseTrainer.accuracy(of: model, items: dataset.items, pairs: trainPairs),
            heldoutLogloss: Self.logLoss(model, dataset.items, testPairs),
            items: dataset.items.count, features: dataset.featureNames.count,
            trainPairs: trainPairs.count, testPairs: testPairs.count,
            schedule: .init(epochs: epochs, initialLearningRate: learningRate, decay: decay,
                            regularization: 1 / (2 * Double(trainPairs.count)), seed: seed),
            trainingSecondsMedian: Self.median(times), trainingRuns: times.count,
            scoring: Self.scoringThroughput(model: model, items: dataset.items),
            weights: model.weights)
        if global.json {
            try Output.printJSON(report)
        } else {
            print(report.text)
        }
    }

    static func seconds(_ body: () -> Void) -> Double {
        let elapsed = ContinuousClock().measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    static func logLoss(_ model: BradleyTerryModel, _ items: [[Double]], _ pairs: [PreferencePair]) -> Double {
        guard !pairs.isEmpty else { return 0 }
        let total = pairs.reduce(0.0) { sum, pair in
            sum - log(max(model.probability(preferred: items[pair.preferred], over: items[pair.other]), 1e-300))
        }
        return total / Double(pairs.count)
    }

    static let candidateCount = 10_000

    /// Median throughput over repeated scorings of 10,000 candidates.
    static func scoringThroughput(model: BradleyTerryModel, items: [[Double]]) -> Report.Scoring {
        let rows = (0..<candidateCount).map { items[$0 % items.count] }
        var sink = 0.0
        let linear = median((0..<50).map { _ in seconds { for row in rows { sink += model.score(row) } } })
        let candidates = syntheticCandidates()
        let ranker = RecRanker()
        let context = RecRanker.Context(features: ["sleep_asleep": -1.5, "steps": -1, "stressed": 1],
                                        now: Date(timeIntervalSince1970: 1_800_000_000))
        let ranked = median((0..<11).map { _ in
            seconds { sink += ranker.rank(candidates, in: context).first?.score ?? 0 }
        })
        return Report.Scoring(candidates: candidateCount, linearSecondsMedian: linear,
                              linearCandidatesPerSecond: Double(candidateCount) / linear,
                              rankerSecondsMedian: ranked, rankerCandidatesPerSecond: Double(candidateCount) / ranked,
                              checksum: sink.isFinite ? 1 : 0)
    }

    /// 10,000 library-shaped items cycling through categories, situations, minutes and intensities.
    static func syntheticCandidates() -> [RecRanker.Candidate] {
        let categories = MicroMomentCategory.allCases, situations = Situation.allCases, intensities = Intensity.allCases
        return (0..<candidateCount).map { index in
            let item = MicroMoment(
                id: "bench-\(index)", title: "Bench item \(index)", action: "Do the thing.",
                category: categories[index % categories.count], minutes: 1 + index % 30,
                intensity: intensities[index % intensities.count],
                situations: [situations[index % situations.count], situations[(index / 7) % situations.count]],
                source: .init(name: "bench", url: "https://example.org"))
            return RecRanker.Candidate(item: item, similarity: Double(index % 100) / 100)
        }
    }

    /// The `--json` contract of `pulsum bench rank`.
    struct Report: Encodable {
        struct Schedule: Encodable {
            var epochs: Int
            var initialLearningRate: Double
            var decay: Double
            var regularization: Double
            var seed: UInt64

            enum CodingKeys: String, CodingKey {
                case epochs, initialLearningRate = "initial_learning_rate", decay, regularization, seed
            }
        }

        struct Scoring: Encodable {
            var candidates: Int
            var linearSecondsMedian: Double
            var linearCandidatesPerSecond: Double
            var rankerSecondsMedian: Double
            var rankerCandidatesPerSecond: Double
            /// 1 when every score was finite (keeps the timed work from being optimised away).
            var checksum: Int

            enum CodingKeys: String, CodingKey {
                case candidates, linearSecondsMedian = "linear_seconds_median"
                case linearCandidatesPerSecond = "linear_candidates_per_second"
                case rankerSecondsMedian = "ranker_seconds_median"
                case rankerCandidatesPerSecond = "ranker_candidates_per_second", checksum
            }
        }

        var heldoutAccuracy: Double
        var trainAccuracy: Double
        var heldoutLogloss: Double
        var items: Int
        var features: Int
        var trainPairs: Int
        var testPairs: Int
        var schedule: Schedule
        var trainingSecondsMedian: Double
        var trainingRuns: Int
        var scoring: Scoring
        var weights: [Double]

        enum CodingKeys: String, CodingKey {
            case heldoutAccuracy = "heldout_accuracy", trainAccuracy = "train_accuracy"
            case heldoutLogloss = "heldout_logloss", items, features, trainPairs = "train_pairs"
            case testPairs = "test_pairs", schedule, trainingSecondsMedian = "training_seconds_median"
            case trainingRuns = "training_runs", scoring, weights
        }

        var text: String {
            func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
            let linear = "w·x: \(fixed(scoring.linearSecondsMedian * 1000, 3)) ms "
                + "(\(fixed(scoring.linearCandidatesPerSecond, 0))/s)"
            let ranker = "ranker with features + sort: \(fixed(scoring.rankerSecondsMedian * 1000, 2)) ms "
                + "(\(fixed(scoring.rankerCandidatesPerSecond, 0))/s)"
            return [
                "held-out pairwise accuracy  \(fixed(heldoutAccuracy, 4))  (train \(fixed(trainAccuracy, 4)), "
                    + "held-out log loss \(fixed(heldoutLogloss, 4)))",
                "data                        \(items) items × \(features) features, \(trainPairs) training / "
                    + "\(testPairs) held-out pairs",
                "schedule                    \(schedule.epochs) epochs, η₀ = \(schedule.initialLearningRate), "
                    + "decay \(schedule.decay), λ = \(String(format: "%.3g", schedule.regularization)), seed \(schedule.seed)",
                "training time (median)      \(fixed(trainingSecondsMedian, 4)) s over \(trainingRuns) run(s)",
                "scoring 10,000 candidates   \(linear); \(ranker)",
            ].joined(separator: "\n")
        }
    }
}
