/// The times of several runs of the same work, in seconds, and their summaries.
public struct BenchTiming: Sendable, Equatable {
    /// Wall-clock seconds of each run, in run order.
    public var wall: [Double]
    /// CPU seconds of the timing thread for each run, in run order.
    public var cpu: [Double]

    /// Timings from recorded values (both arrays in run order).
    public init(wall: [Double] = [], cpu: [Double] = []) {
        self.wall = wall
        self.cpu = cpu
    }

    /// Runs `body` once, appends its wall and CPU time and returns its result.
    @discardableResult
    public mutating func record<T>(_ body: () throws -> T) rethrows -> T {
        let stopwatch = Stopwatch()
        let result = try body()
        stopwatch.stop(into: &self)
        return result
    }

    /// Number of runs.
    public var runs: Int { wall.count }
    /// Median wall time.
    public var medianWall: Double { Self.percentile(wall, 50) }
    /// Fastest run's wall time.
    public var fastestWall: Double { wall.min() ?? 0 }
    /// Median CPU time (not inflated by other processes waiting for the same cores).
    public var medianCPU: Double { Self.percentile(cpu, 50) }
    /// Sum of all runs' wall times.
    public var totalWall: Double { wall.reduce(0, +) }

    /// The `p`th percentile (0…100) of `values`, interpolating linearly between closest ranks
    /// (NumPy's default, so the median of an even count is the mean of the middle two); 0 when empty.
    public static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = Double(sorted.count - 1) * p / 100
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}
