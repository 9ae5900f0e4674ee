import PulsumCore
import PulsumRanking

/// Trains a ``BradleyTerryModel`` on (preferred, other) pairs by plain SGD through
/// ``BradleyTerryModel/update(preferred:other:learningRate:regularization:)``.
///
/// Schedule: `epochs` passes; each pass visits the pairs in a fresh random order drawn from a
/// ``SeededGenerator`` (so a run is reproducible); the learning rate of pass e (0-based) is
/// `initialLearningRate / (1 + decay · e)`.
public struct PairwiseTrainer: Sendable {
    /// Number of passes over the pairs.
    public var epochs: Int
    /// η of the first pass.
    public var initialLearningRate: Double
    /// Per-pass learning-rate decay (0 keeps η constant).
    public var decay: Double
    /// λ of the update; `nil` means 1 / (2 · number of pairs), the per-pair equivalent of
    /// scikit-learn's `C = 1` on the symmetric [d; −d] design.
    public var regularization: Double?
    /// Seed of the shuffles.
    public var seed: UInt64

    /// The schedule used by `pulsum-bench rank` (tuned on the training pairs only; see README).
    public static let standard = PairwiseTrainer(epochs: 20, initialLearningRate: 0.05, decay: 1,
                                                 regularization: nil, seed: 42)

    /// A schedule (``standard`` is the tuned one).
    public init(epochs: Int, initialLearningRate: Double, decay: Double, regularization: Double?, seed: UInt64) {
        self.epochs = epochs
        self.initialLearningRate = initialLearningRate
        self.decay = decay
        self.regularization = regularization
        self.seed = seed
    }

    /// Runs the schedule on `pairs` (indices into `items`, preferred first), updating `model`.
    public func train(_ model: inout BradleyTerryModel, items: [[Double]], pairs: [PreferencePair]) {
        guard !pairs.isEmpty else { return }
        let lambda = regularization ?? 1 / (2 * Double(pairs.count))
        let width = model.weights.count
        let rows = items.flatMap { row in (0..<width).map { $0 < row.count ? row[$0] : 0 } }
        var generator = SeededGenerator(seed: seed)
        var order = Array(pairs.indices)
        rows.withUnsafeBufferPointer { rows in
            func row(_ item: Int) -> UnsafeBufferPointer<Double> {
                UnsafeBufferPointer(rebasing: rows[(item * width)..<((item + 1) * width)])
            }
            for epoch in 0..<epochs {
                order.shuffle(using: &generator)
                let eta = initialLearningRate / (1 + decay * Double(epoch))
                for index in order {
                    let pair = pairs[index]
                    model.update(preferred: row(pair.preferred), other: row(pair.other), learningRate: eta,
                                 regularization: lambda)
                }
            }
        }
    }

    /// Share of pairs whose preferred item scores strictly higher (ties count as wrong).
    public static func accuracy(of model: BradleyTerryModel, items: [[Double]], pairs: [PreferencePair]) -> Double {
        guard !pairs.isEmpty else { return 0 }
        let scores = items.map(model.score)
        let correct = pairs.reduce(0) { $0 + (scores[$1.preferred] > scores[$1.other] ? 1 : 0) }
        return Double(correct) / Double(pairs.count)
    }
}
