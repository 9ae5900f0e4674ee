import Testing
@testable import PulsumBenchSupport

@Suite struct BenchClockTests {
    @Test func recordsOneWallAndOneCPUTimePerRun() {
        var calls = 0
        let timing = BenchClock.time(runs: 4) { calls += 1 }
        #expect(calls == 4)
        #expect(timing.runs == 4 && timing.cpu.count == 4)
        #expect(timing.wall.allSatisfy { $0 >= 0 } && timing.cpu.allSatisfy { $0 >= 0 })
    }

    @Test func timesEachElementOnce() {
        var seen: [Int] = []
        let timing = BenchClock.time(each: [3, 1, 2]) { seen.append($0) }
        #expect(seen == [3, 1, 2] && timing.runs == 3)
    }

    @Test func busyWorkShowsUpAsCPUTime() {
        var sink = 0.0
        let (_, timing) = BenchClock.once { for i in 0..<3_000_000 { sink += Double(i).squareRoot() } }
        #expect(sink > 0)
        #expect(timing.medianCPU > 0)
        #expect(timing.medianCPU <= timing.medianWall * 1.05 + 0.001)
    }

    @Test func keepsTimingUntilBothTheCountAndTheTimeAreReached() {
        let timing = BenchClock.time(atLeast: 5, seconds: 0.02) {}
        #expect(timing.runs >= 5)
        #expect(timing.totalWall <= 0.5)
    }

    @Test func percentilesInterpolateLikeNumPy() {
        #expect(BenchTiming.percentile([], 50) == 0)
        #expect(BenchTiming.percentile([4, 1, 3], 50) == 3)
        #expect(BenchTiming.percentile([4, 1, 3, 2], 50) == 2.5)
        #expect(abs(BenchTiming.percentile([1, 2, 3, 4, 5], 95) - 4.8) < 1e-12)
        let timing = BenchTiming(wall: [0.3, 0.1, 0.2], cpu: [0.2, 0.1, 0.4])
        #expect(timing.medianWall == 0.2 && timing.fastestWall == 0.1 && timing.medianCPU == 0.2)
    }
}
