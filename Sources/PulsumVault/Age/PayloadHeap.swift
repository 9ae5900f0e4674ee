#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc from handing the heap's top back to the kernel after every 64 KiB chunk.
///
/// swift-crypto allocates a fresh buffer (about 64 KiB) for each sealed or opened chunk; with
/// glibc's defaults (trim and top pad 128 KiB) freeing it shrinks the heap and the next chunk
/// grows it again, so half the cipher's CPU time went to page faults in the kernel (0.95 GB/s,
/// system time 0.6 s per GiB). A 4 MiB top pad keeps those pages mapped: 2.3 GB/s, no system
/// time (Benchmarks/README.md). Set once per process, when the first age file is read or written.
enum PayloadHeap {
    /// Extra bytes glibc keeps at the top of the heap.
    static let topPad: Int32 = 4 << 20
    /// `M_TOP_PAD` of `<malloc.h>` (not exported by Swift's Glibc module, nor is `mallopt`).
    static let topPadOption: Int32 = -2

    private static let applied: Bool = {
        #if canImport(Glibc)
        // mallopt is looked up at run time: the Glibc module does not import <malloc.h>.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        return unsafeBitCast(symbol, to: Mallopt.self)(topPadOption, topPad) == 1
        #else
        return false
        #endif
    }()

    /// Applies the setting (once).
    static func prepare() { _ = applied }
}
