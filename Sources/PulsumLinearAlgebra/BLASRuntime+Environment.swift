#if canImport(Glibc)
import Glibc
#endif

extension BLASRuntime {
    /// Set in the re-executed process to the names of the variables Pulsum added (comma-separated),
    /// so the re-execution happens at most once and tools Pulsum starts can be given the
    /// person's own environment back.
    public static let kernelFixMarker = "PULSUM_KERNEL_FIX_TRIED"

    /// `OPENBLAS_THREAD_TIMEOUT` when the person has not set it: idle workers spin 2^4 cycles,
    /// i.e. go to sleep at once.
    ///
    /// By default an OpenBLAS worker spins on `sched_yield` for about 0.1 s after every threaded
    /// call (0.1 s of CPU per command, measured). Stopping the workers from inside the process
    /// (OpenBLAS's internal `blas_thread_shutdown_`, used before) can deadlock: a worker about to
    /// sleep misses the shutdown's wake-up and the join never returns (seen in the test suite).
    static let idleSpinExponent = "4"

    /// The variables OpenBLAS reads when it loads that this process should have: the kernel for a
    /// mis-detected CPU (``recommendedCoreType(environment:)``) and the idle-spin limit, each only
    /// when the person has not set it.
    public static func environmentFixes(environment: [String: String] = currentEnvironment()) -> [String: String] {
        var fixes: [String: String] = [:]
        if let core = recommendedCoreType(environment: environment) { fixes["OPENBLAS_CORETYPE"] = core }
        if environment["OPENBLAS_THREAD_TIMEOUT"] == nil { fixes["OPENBLAS_THREAD_TIMEOUT"] = idleSpinExponent }
        return fixes
    }

    /// Re-executes the process once with ``environmentFixes(environment:)`` applied, since
    /// OpenBLAS reads them before `main` (the kernel for Debian's 0.3.21 on recent Xeons and
    /// EPYCs, the idle spin everywhere). Call it first thing in `main`; a re-execution costs a few
    /// milliseconds.
    public static func reexecWithTunedEnvironmentIfNeeded() {
        guard getenv(kernelFixMarker) == nil else { return }
        let fixes = environmentFixes()
        guard !fixes.isEmpty else { return }
        for (name, value) in fixes { setenv(name, value, 1) }
        setenv(kernelFixMarker, fixes.keys.sorted().joined(separator: ","), 1)
        guard let path = realpath("/proc/self/exe", nil) else { return }
        defer { free(path) }
        execv(path, CommandLine.unsafeArgv)
        // execv returns only on failure: carry on as loaded (doctor reports a slow kernel).
    }
}
