import PulsumCore
import Foundation

/// Orders candidate micro-moments for a person with a contextual Bradley-Terry model over
/// ``RankingFeatures`` and learns from what they choose.
///
/// - Ranking is deterministic (score w·φ, ties by id) unless an ``Exploration`` is given: then
///   the weights are one Thompson draw from the diagonal Laplace posterior N(w, diag(1/precision)),
///   made with a ``SeededGenerator`` so a seed reproduces the order.
/// - Feedback "chose a over b₁…bₖ" applies one ``BradleyTerryModel`` update per other item.
public struct RecRanker: Sendable {
    /// The learned state (persist it with ``RankerStateFile``).
    public private(set) var state: RankerState

    /// η of a feedback update.
    public static let learningRate = 0.1
    /// λ of a feedback update (a gentle pull toward zero; see docs/coaching.md).
    public static let regularization = 0.001

    /// A ranker continuing from `state` (the cold-start prior by default).
    public init(state: RankerState = .initial) { self.state = state }

    /// A candidate from retrieval: the item and its cosine similarity to the query text.
    public struct Candidate: Sendable {
        /// The library item.
        public var item: MicroMoment
        /// Its cosine similarity to the query text (−1…1).
        public var similarity: Double

        /// A candidate with its similarity.
        public init(item: MicroMoment, similarity: Double) {
            self.item = item
            self.similarity = similarity
        }
    }

    /// Today's context: named day features (PulsumAnalytics' feature vector values, higher is
    /// better, for example `"sleep_asleep": -1.8`), stated situations (`"stressed": 1`), and the
    /// time of ranking.
    public struct Context: Sendable {
        /// Day feature values and stated situations, by name.
        public var features: [String: Double]
        /// The time of ranking (for `recently_shown`).
        public var now: Date

        /// A context for `features` at `now`.
        public init(features: [String: Double], now: Date = Date()) {
            self.features = features
            self.now = now
        }
    }

    /// Thompson-sampling exploration with a fixed seed.
    public struct Exploration: Sendable {
        /// Seed of the posterior draw: the same seed gives the same order.
        public var seed: UInt64

        /// Exploration with this seed.
        public init(seed: UInt64) { self.seed = seed }
    }

    /// A ranked candidate with its score and the feature that added the most to it.
    public struct Ranked: Sendable {
        /// The item.
        public var item: MicroMoment
        /// Its score w·φ (with the sampled weights when exploring).
        public var score: Double
        /// φ(item, context), in ``RankingFeatures/names`` order.
        public var features: [Double]
        /// Name of the feature with the largest positive contribution w_j·φ_j (`nil` if none).
        public var topFeature: String?
        /// That contribution.
        public var topContribution: Double
    }

    /// φ of one candidate in `context`.
    public func features(of candidate: Candidate, in context: Context) -> [Double] {
        features(of: candidate, day: RankingFeatures.DayStrengths(context: context.features), now: context.now)
    }

    private func features(of candidate: Candidate, day: RankingFeatures.DayStrengths, now: Date) -> [Double] {
        RankingFeatures.vector(item: candidate.item, similarity: candidate.similarity, day: day,
                               lastShown: state.history[candidate.item.id]?.lastShown, now: now)
    }

    /// The candidates, best first.
    public func rank(_ candidates: [Candidate], in context: Context, exploration: Exploration? = nil) -> [Ranked] {
        let weights = exploration.map { sampledWeights(seed: $0.seed) } ?? state.model.weights
        let day = RankingFeatures.DayStrengths(context: context.features)
        let ranked = candidates.map { candidate -> Ranked in
            let phi = features(of: candidate, day: day, now: context.now)
            var score = 0.0
            var best: (name: String?, value: Double) = (nil, 0)
            for j in weights.indices {
                let contribution = weights[j] * phi[j]
                score += contribution
                if contribution > best.value { best = (RankingFeatures.names[j], contribution) }
            }
            return Ranked(item: candidate.item, score: score, features: phi, topFeature: best.name,
                          topContribution: best.value)
        }
        return ranked.sorted { $0.score != $1.score ? $0.score > $1.score : $0.item.id < $1.item.id }
    }

    /// One draw w̃_j = w_j + ε_j / √precision_j with ε_j ~ N(0, 1).
    func sampledWeights(seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return zip(state.model.weights, state.model.precision).map { weight, precision in
            weight + generator.nextGaussian() / precision.squareRoot()
        }
    }

    /// Notes that these items were shown at `date` (feeds the `recently_shown` feature).
    public mutating func recordShown(_ ids: [String], at date: Date) {
        for id in ids {
            var entry = state.history[id] ?? RankerState.ItemHistory()
            entry.timesShown += 1
            entry.lastShown = date
            state.history[id] = entry
        }
    }

    /// Learns "the person chose `chosen` over each of `others`" in `context` (the features are
    /// computed as they were when shown, so call this before ``recordShown(_:at:)`` of a new list).
    ///
    /// - Returns: the model's probability of each observed choice before its update.
    @discardableResult
    public mutating func recordChoice(_ chosen: Candidate, over others: [Candidate], in context: Context) -> [Double] {
        let day = RankingFeatures.DayStrengths(context: context.features)
        let chosenFeatures = features(of: chosen, day: day, now: context.now)
        var probabilities: [Double] = []
        for other in others where other.item.id != chosen.item.id {
            let otherFeatures = features(of: other, day: day, now: context.now)
            probabilities.append(state.model.update(preferred: chosenFeatures, other: otherFeatures,
                                                    learningRate: Self.learningRate,
                                                    regularization: Self.regularization))
            state.updateCount += 1
        }
        state.history[chosen.item.id, default: RankerState.ItemHistory()].timesChosen += 1
        return probabilities
    }
}
