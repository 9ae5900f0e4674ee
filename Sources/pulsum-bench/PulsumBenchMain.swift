import PulsumLinearAlgebra

/// Process entry point.
@main
enum PulsumBenchMain {
    static func main() async {
        // The same OpenBLAS kernel as `pulsum` (chosen before main; see BLASRuntime).
        BLASRuntime.reexecWithRecommendedKernelIfNeeded()
        BLASRuntime.stopIdleThreads()
        await PulsumBench.main(nil)
    }
}
