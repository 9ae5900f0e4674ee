import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The one way benchmarks time work: each run's wall-clock and CPU time of the calling thread.
///
/// CPU time is what a busy, shared machine does not inflate (wall time also counts the wait for
/// a core), so reports give both.
public enum BenchClock {
    /// Runs `body` `runs` times (at least once) and records each run.
    public static func time(runs: Int, _ body: () throws -> Void) rethrows -> BenchTiming {
        try time(each: 0..<max(runs, 1)) { _ in try body() }
    }

    /// Runs `body` once per element (for example one call per batch) and records each call.
    public static func time<S: Sequence>(each elements: S, _ body: (S.Element) throws -> Void) rethrows -> BenchTiming {
        var timing = BenchTiming()
        for element in elements {
            try timing.record { try body(element) }
        }
        return timing
    }

    /// Runs `body` at least `runs` times and until `seconds` have passed, recording each run.
    public static func time(atLeast runs: Int, seconds: Double, _ body: () throws -> Void) rethrows -> BenchTiming {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var timing = BenchTiming()
        while timing.wall.count < runs || ContinuousClock.now < deadline {
            try timing.record(body)
        }
        return timing
    }

    /// Runs `body` once and returns its result with that run's timing.
    public static func once<T>(_ body: () throws -> T) rethrows -> (result: T, timing: BenchTiming) {
        var timing = BenchTiming()
        let result = try timing.record(body)
        return (result, timing)
    }

    /// Runs asynchronous `body` once and returns its result with that run's timing.
    public static func onceAsync<T>(_ body: () async throws -> T) async rethrows -> (result: T, timing: BenchTiming) {
        var timing = BenchTiming()
        let stopwatch = Stopwatch()
        let result = try await body()
        stopwatch.stop(into: &timing)
        return (result, timing)
    }

    /// CPU time of the calling thread, in seconds.
    public static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
