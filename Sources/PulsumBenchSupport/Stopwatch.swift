/// The start of one timed run: wall clock and the thread's CPU clock.
struct Stopwatch {
    private let wallStart = ContinuousClock.now
    private let cpuStart = BenchClock.threadCPUSeconds()

    /// Appends the time since the start to `timing`.
    func stop(into timing: inout BenchTiming) {
        timing.wall.append((ContinuousClock.now - wallStart).seconds)
        timing.cpu.append(BenchClock.threadCPUSeconds() - cpuStart)
    }
}
