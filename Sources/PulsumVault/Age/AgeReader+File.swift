import Dispatch
import Foundation
import Synchronization

extension AgeReader {
    /// Decrypts the whole payload of `file` — the input this reader parsed the header from, read
    /// from the file's start — into `buffer`, and returns the plaintext's length.
    ///
    /// Chunks are read at their place (`pread`) and opened by one thread per core, which take runs
    /// of chunks as they go (``PayloadRuns``: a core busy with other work simply takes fewer);
    /// every chunk is authenticated before its plaintext is used. When chunks fail, the error is
    /// the first bad chunk's in file order, the one ``nextChunk()`` would report. On two idle
    /// cores a 10-year database opens in three quarters of the time a front-to-back read takes
    /// (Benchmarks/README.md, "Encryption at rest"). `maxThreads` is for tests.
    func decryptPayload(of file: FileDescriptorInput, into buffer: UnsafeMutableRawBufferPointer,
                        maxThreads: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Int {
        precondition(counter == 0 && !done, "decryptPayload(of:into:) reads the payload from its first chunk")
        let start = payloadStart
        let end = try file.size()
        let chunks = max(1, (end - start + AgePayload.sealedChunkSize - 1) / AgePayload.sealedChunkSize)
        let length = end - start - chunks * AgePayload.tagSize
        guard length <= buffer.count else { throw AgeError.io("the plaintext is larger than its buffer") }
        let threads = max(1, min(maxThreads, chunks / PayloadRuns.length))
        let runs = PayloadRuns(chunks: chunks)
        var failures = [ChunkFailure?](repeating: nil, count: threads)
        let opener = self.opener
        failures.withUnsafeMutableBufferPointer { failures in
            let shared = SharedOutput(buffer: buffer, failures: failures)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                let slot = AgeChunkSlot()
                while let run = runs.next(fromFront: thread == 0) {
                    for index in run {
                        do {
                            let offset = start + index * AgePayload.sealedChunkSize
                            let sealed = UnsafeMutableRawBufferPointer(rebasing: slot.sealed[..<min(AgePayload.sealedChunkSize, end - offset)])
                            let count = try file.read(into: sealed, at: offset)
                            let plain = try opener.open(slot, count: count, index: UInt64(index), atEnd: index == chunks - 1)
                            let target = UnsafeMutableRawBufferPointer(rebasing: shared.buffer[(index * AgePayload.chunkSize)...])
                            plain.withUnsafeBytes { target.copyMemory(from: $0) }
                        } catch {
                            shared.failures[thread] = ChunkFailure(index: index, error: error)
                            return
                        }
                    }
                }
            }
        }
        if let first = failures.compactMap({ $0 }).min(by: { $0.index < $1.index }) { throw first.error }
        counter = UInt64(chunks)
        done = true
        return max(0, length)
    }
}

/// Hands out runs of chunks to the decrypting threads: the first takes runs from the front of
/// the payload, every other one from the back, until they meet. Each thread thus fills its own
/// end of the image (its own huge pages), and a thread on a busy core takes fewer runs. A thread stops at its first bad chunk while the others go on, so every chunk before
/// the first bad one in file order is opened: the failure reported is the one a front-to-back
/// reader would report.
private final class PayloadRuns: Sendable {
    /// Chunks per run (1 MiB of payload).
    static let length = 16
    /// The chunks not yet taken.
    private let untaken: Mutex<Range<Int>>

    init(chunks: Int) { untaken = Mutex(0..<chunks) }

    /// The next run at the front (or the back), `nil` when every chunk has been taken.
    func next(fromFront: Bool) -> Range<Int>? {
        untaken.withLock { rest in
            guard !rest.isEmpty else { return nil }
            let size = min(Self.length, rest.count)
            let run = fromFront ? rest.lowerBound..<(rest.lowerBound + size) : (rest.upperBound - size)..<rest.upperBound
            rest = fromFront ? run.upperBound..<rest.upperBound : rest.lowerBound..<run.lowerBound
            return run
        }
    }
}

/// The first chunk a decrypting thread could not open, and why.
private struct ChunkFailure {
    let index: Int
    let error: any Error
}

/// What the decrypting threads write: each thread only its own chunks' plaintext and its own
/// failure slot, so no two threads touch the same byte.
private struct SharedOutput: @unchecked Sendable {  // safe: threads write disjoint bytes
    let buffer: UnsafeMutableRawBufferPointer
    let failures: UnsafeMutableBufferPointer<ChunkFailure?>
}
