import Foundation

/// A linear Bradley-Terry preference model: P(a preferred over b) = σ(w·(x_a − x_b)).
///
/// ``update(preferred:other:learningRate:regularization:)`` is the one learning step used by both
/// the ranker's feedback and the benchmark's training, exactly
///
///     p = σ(w·(x_a − x_b)),   w ← w + η((1 − p)(x_a − x_b) − λw),
///
/// a stochastic gradient ascent step on log σ(w·(x_a − x_b)) − (λ/2)‖w‖². The step also
/// accumulates the diagonal of the log-posterior's curvature, `precision_j += p(1 − p)(x_a − x_b)_j²`,
/// for the Laplace approximation that exploration samples from.
public struct BradleyTerryModel: Codable, Equatable, Sendable {
    /// The weights w, one per feature.
    public var weights: [Double]
    /// Diagonal precision (inverse variance) of the Laplace posterior around `weights`.
    public var precision: [Double]

    /// A model starting at `weights` with prior precision `priorPrecision` on every weight.
    public init(weights: [Double], priorPrecision: Double = 1) {
        self.weights = weights
        self.precision = Array(repeating: priorPrecision, count: weights.count)
    }

    /// w·x.
    public func score(_ features: [Double]) -> Double {
        var total = 0.0
        for j in 0..<min(weights.count, features.count) { total += weights[j] * features[j] }
        return total
    }

    /// σ(w·(x_a − x_b)): the model's probability that `a` is preferred over `b`.
    public func probability(preferred a: [Double], over b: [Double]) -> Double {
        var margin = 0.0
        for j in weights.indices { margin += weights[j] * (a[j] - b[j]) }
        return Self.sigmoid(margin)
    }

    /// One Bradley-Terry step for "a was chosen over b" (see the type's documentation).
    ///
    /// - Returns: p, the probability the model gave the observed choice before the step.
    @discardableResult
    public mutating func update(preferred a: [Double], other b: [Double], learningRate: Double,
                                regularization: Double) -> Double {
        let p = probability(preferred: a, over: b)
        let curvature = p * (1 - p)
        for j in weights.indices {
            let difference = a[j] - b[j]
            weights[j] += learningRate * ((1 - p) * difference - regularization * weights[j])
            precision[j] += curvature * difference * difference
        }
        return p
    }

    /// The logistic function, computed without overflow for large |x|.
    public static func sigmoid(_ x: Double) -> Double {
        if x >= 0 { return 1 / (1 + exp(-x)) }
        let e = exp(x)
        return e / (1 + e)
    }
}
