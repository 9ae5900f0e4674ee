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
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                update(preferred: a, other: b, learningRate: learningRate, regularization: regularization)
            }
        }
    }

    /// The same step on feature rows held in buffers (the benchmark's training loop uses this
    /// form to avoid copying rows); both must have at least `weights.count` elements.
    @discardableResult
    public mutating func update(preferred a: UnsafeBufferPointer<Double>, other b: UnsafeBufferPointer<Double>,
                                learningRate: Double, regularization: Double) -> Double {
        let count = min(weights.count, a.count, b.count)
        return weights.withUnsafeMutableBufferPointer { w in
            precision.withUnsafeMutableBufferPointer { h in
                var margin = 0.0
                for j in 0..<count { margin += w[j] * (a[j] - b[j]) }
                let p = Self.sigmoid(margin)
                let curvature = p * (1 - p)
                for j in 0..<count {
                    let difference = a[j] - b[j]
                    w[j] += learningRate * ((1 - p) * difference - regularization * w[j])
                    h[j] += curvature * difference * difference
                }
                return p
            }
        }
    }

    /// The logistic function, computed without overflow for large |x|.
    public static func sigmoid(_ x: Double) -> Double {
        if x >= 0 { return 1 / (1 + exp(-x)) }
        let e = exp(x)
        return e / (1 + e)
    }
}
