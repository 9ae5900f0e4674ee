import PulsumLinearAlgebra

/// Process entry point.
@main
enum PulsumBenchMain {
    static func main() async {
        // The same OpenBLAS kernel and idle-spin settings as `pulsum` (see BLASRuntime+Environment).
        BLASRuntime.reexecWithTunedEnvironmentIfNeeded()
        await PulsumBench.main(nil)
    }
}
