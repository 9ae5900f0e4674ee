#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time (user + system) this process has used so far, in seconds: the honest cost of a
/// shard on a machine other jobs share.
enum ProcessCPUTime {
    #if canImport(Glibc)
    private static let processItself = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    private static let processItself = RUSAGE_SELF
    #endif

    static func seconds() -> Double {
        var usage = rusage()
        guard getrusage(processItself, &usage) == 0 else { return 0 }
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
