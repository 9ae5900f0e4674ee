#if canImport(Glibc)
import Glibc
#endif

extension BLASRuntime {
    /// Set in the re-executed process so a failed fix never loops.
    public static let kernelFixMarker = "PULSUM_KERNEL_FIX_TRIED"

    /// Re-executes the process once with `OPENBLAS_CORETYPE` set when OpenBLAS picked a slow
    /// fallback kernel for this CPU (Debian's 0.3.21 on recent Xeons and EPYCs). Call it first
    /// thing in `main`: the kernel is chosen when the library loads.
    public static func reexecWithRecommendedKernelIfNeeded() {
        guard getenv(kernelFixMarker) == nil, let core = recommendedCoreType() else { return }
        setenv("OPENBLAS_CORETYPE", core, 1)
        setenv(kernelFixMarker, "1", 1)
        guard let path = realpath("/proc/self/exe", nil) else { return }
        defer { free(path) }
        execv(path, CommandLine.unsafeArgv)
        // execv returns only on failure: carry on with the slow kernel (doctor reports it).
    }
}
