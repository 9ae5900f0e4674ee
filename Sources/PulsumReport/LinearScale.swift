/// Maps a data interval (the domain) linearly onto a drawing interval (the range).
///
/// The range may run backwards (SVG's y grows downwards: `range: 100...0` is written as
/// `rangeStart: 100, rangeEnd: 0`). A zero-width domain maps everything to the middle of the range.
public struct LinearScale: Hashable, Sendable {
    /// The data interval.
    public var domain: ClosedRange<Double>
    /// Where the domain's lower bound is drawn.
    public var rangeStart: Double
    /// Where the domain's upper bound is drawn.
    public var rangeEnd: Double

    /// Creates a scale.
    public init(domain: ClosedRange<Double>, rangeStart: Double, rangeEnd: Double) {
        self.domain = domain
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
    }

    /// The drawing position of a data value (values outside the domain extrapolate).
    public func callAsFunction(_ value: Double) -> Double {
        let width = domain.upperBound - domain.lowerBound
        guard width > 0 else { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (value - domain.lowerBound) / width * (rangeEnd - rangeStart)
    }

    /// Round tick values (steps of 1, 2 or 5 × 10ⁿ) covering `domain`, about `count` of them:
    /// the first tick ≤ the lower bound and the last ≥ the upper bound, so the ticks also
    /// give a "nice" domain that contains the data.
    public static func niceTicks(_ domain: ClosedRange<Double>, count: Int) -> [Double] {
        var low = domain.lowerBound
        var high = domain.upperBound
        guard low.isFinite, high.isFinite else { return [] }
        if high - low < 1e-9 {
            let pad = max(abs(low) * 0.1, 1)
            low -= pad
            high += pad
        }
        let step = niceStep((high - low) / Double(max(count, 1)))
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        return stride(from: first, through: last, by: 1).map { ($0 * step * 1e9).rounded() / 1e9 }
    }

    /// The smallest of 1, 2, 5 × 10ⁿ that is ≥ `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= rough { power *= 10 }
        while power > rough { power /= 10 }
        for factor in [1.0, 2, 5, 10] where factor * power >= rough * (1 - 1e-12) { return factor * power }
        return 10 * power
    }
}
