import CBLAS

#if canImport(Glibc)
import Glibc
#endif

/// OpenBLAS runtime facts and controls: the kernel in use, thread count, and the kernel fix.
///
/// Debian's OpenBLAS 0.3.21 does not recognise recent CPUs and falls back to its SSE3
/// `Prescott` kernels, about 8× slower. The kernel is chosen before `main` runs, so the only fix
/// is `OPENBLAS_CORETYPE` in the environment of a new process: ``recommendedCoreType()`` tells
/// which, and the CLI re-executes itself once with it (see `pulsum doctor`).
public enum BLASRuntime {
    /// The name of the kernel OpenBLAS selected (for example "SkylakeX", "Haswell", "Zen", "Prescott").
    public static var coreName: String {
        guard let name = openblas_get_corename() else { return "unknown" }
        return String(cString: name)
    }

    /// OpenBLAS's build configuration string.
    public static var configuration: String {
        guard let config = openblas_get_config() else { return "unknown" }
        return String(cString: config)
    }

    /// The number of threads OpenBLAS uses for one call.
    public static var threadCount: Int { Int(openblas_get_num_threads()) }

    /// Sets the number of threads for later calls (1 when running many BLAS calls in parallel).
    /// Idle workers sleep at once in processes started through
    /// ``reexecWithTunedEnvironmentIfNeeded()``, so one thread leaves the other cores alone.
    public static func setThreadCount(_ count: Int) {
        openblas_set_num_threads(Int32(max(1, count)))
    }

    /// CPU vector features relevant to kernel choice.
    public static var cpuFeatures: (avx512f: Bool, avx2: Bool) {
        (pulsum_cpu_has_avx512f() != 0, pulsum_cpu_has_avx2() != 0)
    }

    /// Kernels that under-use a CPU with AVX2 or AVX-512 (OpenBLAS's generic fallbacks).
    static let fallbackKernels: Set<String> = ["Prescott", "Core2", "Penryn", "Dunnington", "Nehalem", "Atom",
                                               "Katmai", "Coppermine", "Northwood", "Banias", "Opteron", "Barcelona"]

    /// The `OPENBLAS_CORETYPE` that fixes a mis-detected CPU, or `nil` when the kernel is fine
    /// (or the user already chose one).
    public static func recommendedCoreType(environment: [String: String] = currentEnvironment()) -> String? {
        guard environment["OPENBLAS_CORETYPE"] == nil, fallbackKernels.contains(coreName) else { return nil }
        let features = cpuFeatures
        if features.avx512f { return "SkylakeX" }
        if features.avx2 { return "Haswell" }
        return nil
    }

    /// The process environment as a dictionary.
    public static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }
}
