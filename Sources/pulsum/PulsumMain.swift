import PulsumLinearAlgebra

/// Process entry point.
@main
enum PulsumMain {
    static func main() async {
        // Fix OpenBLAS's kernel choice before anything else runs (it is made before main; only a
        // new process with OPENBLAS_CORETYPE set can change it).
        BLASRuntime.reexecWithRecommendedKernelIfNeeded()
        BLASRuntime.stopIdleThreads()
        await Pulsum.main(nil)
    }
}
