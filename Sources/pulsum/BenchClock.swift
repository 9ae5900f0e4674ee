import Foundation

/// Repeated timing for the hidden benchmark commands: wall and thread CPU seconds per run.
enum BenchClock {
    /// The times of several runs of the same work, in seconds.
    struct Runs {
        var wall: [Double]
        var cpu: [Double]

        var medianWall: Double { Self.median(wall) }
        var fastestWall: Double { wall.min() ?? 0 }
        /// CPU time is not inflated by other processes waiting for the same cores.
        var medianCPU: Double { Self.median(cpu) }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
    }

    /// Runs `body` `runs` times (at least once) and records each run's wall and CPU time.
    static func time(runs: Int, _ body: () throws -> Void) rethrows -> Runs {
        var result = Runs(wall: [], cpu: [])
        for _ in 0..<max(runs, 1) {
            let cpuStart = threadCPUSeconds()
            let elapsed = try ContinuousClock().measure(body)
            result.cpu.append(threadCPUSeconds() - cpuStart)
            result.wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return result
    }

    /// CPU time of the calling thread.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
