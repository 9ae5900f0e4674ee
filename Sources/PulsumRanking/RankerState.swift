import Foundation

/// Everything the ranker has learned: the model, what it was built for, and what was shown.
public struct RankerState: Codable, Equatable, Sendable {
    /// The ``RankingFeatures/version`` the weights belong to.
    public var featureVersion: Int
    /// The feature names, in weight order.
    public var featureNames: [String]
    /// Weights and the Laplace precision.
    public var model: BradleyTerryModel
    /// How many (chosen, other) updates have been applied.
    public var updateCount: Int
    /// Per-item display and choice history, by item id.
    public var history: [String: ItemHistory]

    /// What happened to one item.
    public struct ItemHistory: Codable, Equatable, Sendable {
        /// How many times it was recommended.
        public var timesShown: Int
        /// How many times the person said they chose it.
        public var timesChosen: Int
        /// When it was last recommended.
        public var lastShown: Date?

        /// A history entry (all zero for an item never seen).
        public init(timesShown: Int = 0, timesChosen: Int = 0, lastShown: Date? = nil) {
            self.timesShown = timesShown
            self.timesChosen = timesChosen
            self.lastShown = lastShown
        }
    }

    /// Prior standard deviation of each weight in the Laplace posterior (precision 1/σ²).
    public static let priorStandardDeviation = 0.5

    /// The cold-start state: prior weights, no history.
    public static var initial: RankerState {
        RankerState(
            featureVersion: RankingFeatures.version, featureNames: RankingFeatures.names,
            model: BradleyTerryModel(weights: RankingFeatures.priorWeights,
                                     priorPrecision: 1 / (priorStandardDeviation * priorStandardDeviation)),
            updateCount: 0, history: [:])
    }

    /// A state from its parts (``initial`` is the usual start).
    public init(featureVersion: Int, featureNames: [String], model: BradleyTerryModel, updateCount: Int,
                history: [String: ItemHistory]) {
        self.featureVersion = featureVersion
        self.featureNames = featureNames
        self.model = model
        self.updateCount = updateCount
        self.history = history
    }
}
