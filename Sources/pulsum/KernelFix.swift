import Foundation
import PulsumAgents

#if canImport(Glibc)
import Glibc
#endif

/// Re-executes the process once with `OPENBLAS_CORETYPE` set when OpenBLAS picked a slow
/// fallback kernel for this CPU (Debian's 0.3.21 on recent Xeons and EPYCs).
enum KernelFix {
    /// Set in the child so a failed fix never loops.
    static let marker = "PULSUM_KERNEL_FIX_TRIED"

    static func reexecIfNeeded() {
        guard getenv(marker) == nil, let core = BLASRuntime.recommendedCoreType() else { return }
        setenv("OPENBLAS_CORETYPE", core, 1)
        setenv(marker, "1", 1)
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        execv(path, CommandLine.unsafeArgv)
        // execv returns only on failure: carry on with the slow kernel (doctor reports it).
    }
}
