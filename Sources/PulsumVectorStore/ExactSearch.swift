import CKernels
import Dispatch
import PulsumLinearAlgebra
import Synchronization

/// Exact maximum-inner-product search over a row-major float32 matrix, with FAISS
/// `IndexFlatIP` semantics: every row is scored, results are best first, ties go to the lower
/// row. One query is scored with a streaming AVX2/FMA kernel (`CKernels`; OpenBLAS's `sgemv`
/// reached only about two thirds of the memory bandwidth here), a batch with the panel matrix
/// kernel (`sgemm` on CPUs without AVX2/FMA).
///
/// The rows are scanned in cache-sized blocks (the kernel fills a small score buffer, the top-k
/// heap reads it while it is hot), and with `threads > 1` the rows are split into contiguous
/// ranges scanned in parallel, each on one thread, then the per-range winners are merged.
/// Callers should keep OpenBLAS at one thread (``BLASRuntime/setThreadCount(_:)``) so the two
/// kinds of threads do not oversubscribe the cores.
public enum ExactSearch {
    /// Score-buffer budget per thread, in floats (4 MiB): rows per block = budget / queries.
    static let scoreBudget = 1 << 20
    /// Below this many scores (rows × queries) per thread, splitting costs more than it saves:
    /// 8,192 rows for one query, a few rows for a batch of a thousand.
    static let minimumScoresPerThread = 8192
    /// Each thread gets at least this many rows, so every `sgemm` call has some width.
    static let minimumRowsPerThread = 64
    /// Rows per block and queries per product for the panel kernel: the packed block (256 rows,
    /// 394 KB at d = 384) and 120 queries stay in L2 while they are multiplied. Chosen by timing
    /// 1,000 queries × 100k rows: 795 ms here against 843 ms for one product of all 1,000
    /// queries by 1,048 rows and 855 ms for OpenBLAS `sgemm`.
    static let panelBlockRows = 256
    static let panelQueryChunk = 120

    /// The `k` best rows for each of `queryCount` queries (row-major, `dimension` wide).
    ///
    /// - Returns: one array per query, best first, with `min(k, rows)` hits (fewer only when
    ///   scores are NaN).
    public static func search(
        matrix: UnsafeBufferPointer<Float>, rows: Int, dimension: Int,
        queries: UnsafeBufferPointer<Float>, queryCount: Int, k: Int, threads: Int = 1
    ) throws -> [[SearchHit]] {
        guard k >= 1 else { throw VectorStoreError.invalidArgument(name: "k", reason: "must be at least 1") }
        guard threads >= 1 else { throw VectorStoreError.invalidArgument(name: "threads", reason: "must be at least 1") }
        guard dimension >= 1, matrix.count >= rows * dimension else {
            throw VectorStoreError.dimensionMismatch(expected: rows * dimension, actual: matrix.count)
        }
        guard queries.count >= queryCount * dimension else {
            throw VectorStoreError.dimensionMismatch(expected: queryCount * dimension, actual: queries.count)
        }
        guard queryCount > 0 else { return [] }
        guard rows > 0 else { return Array(repeating: [], count: queryCount) }

        let parts = max(1, min(threads, rows * queryCount / minimumScoresPerThread, rows / minimumRowsPerThread))
        let scan = RangeScan(matrix: matrix, dimension: dimension, queries: queries, queryCount: queryCount, k: k)
        let partials: [[TopK]]
        if parts == 1 {
            partials = [try scan.run(rows: 0..<rows)]
        } else {
            partials = try scanInParallel(scan, rows: rows, parts: parts)
        }
        return (0..<queryCount).map { query in
            guard partials.count > 1 else { return partials[0][query].sorted() }
            var merged = TopK(k: k)
            for partial in partials {
                for hit in partial[query].sorted() { merged.offer(hit.score, row: hit.row) }
            }
            return merged.sorted()
        }
    }

    /// Array convenience: `matrix` holds `matrix.count / dimension` rows, `queries` likewise.
    public static func search(
        matrix: [Float], dimension: Int, queries: [Float], k: Int, threads: Int = 1
    ) throws -> [[SearchHit]] {
        guard dimension >= 1 else { throw VectorStoreError.invalidArgument(name: "dimension", reason: "must be at least 1") }
        return try matrix.withUnsafeBufferPointer { base in
            try queries.withUnsafeBufferPointer { query in
                try search(matrix: base, rows: base.count / dimension, dimension: dimension,
                           queries: query, queryCount: query.count / dimension, k: k, threads: threads)
            }
        }
    }

    /// Splits `0..<rows` into `parts` contiguous ranges and scans them on `parts` threads.
    private static func scanInParallel(_ scan: RangeScan, rows: Int, parts: Int) throws -> [[TopK]] {
        let results = Mutex<[Int: Result<[TopK], any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (rows * part / parts)..<(rows * (part + 1) / parts)
            let result = Result { try scan.run(rows: range) }
            results.withLock { $0[part] = result }
        }
        return try results.withLock { collected in
            try (0..<parts).map { part in
                guard let result = collected[part] else {
                    throw VectorStoreError.invalidArgument(name: "threads", reason: "a search thread did not finish")
                }
                return try result.get()
            }
        }
    }
}

/// One thread's work: scan a row range block by block and keep each query's top k.
private struct RangeScan: Sendable {
    // safe: the buffers are only read, and the caller keeps them alive and unmodified until
    // `ExactSearch.search` returns (concurrentPerform returns only after every scan finished).
    nonisolated(unsafe) let matrix: UnsafeBufferPointer<Float>
    let dimension: Int
    nonisolated(unsafe) let queries: UnsafeBufferPointer<Float>
    let queryCount: Int
    let k: Int

    func run(rows range: Range<Int>) throws -> [TopK] {
        var heaps = (0..<queryCount).map { _ in TopK(k: k) }
        let usesPanels = queryCount > 1 && pulsum_panel_gemm_is_vectorised() != 0
        let blockRows = usesPanels
            ? min(range.count, ExactSearch.panelBlockRows)
            : max(64, min(range.count, ExactSearch.scoreBudget / queryCount))
        let scores = UnsafeMutableBufferPointer<Float>.allocate(capacity: blockRows * queryCount)
        defer { scores.deallocate() }
        let panels = usesPanels
            ? UnsafeMutableBufferPointer<Float>.allocate(capacity: pulsum_packed_count(blockRows, dimension)) : nil
        defer { panels?.deallocate() }
        var start = range.lowerBound
        while start < range.upperBound {
            let count = min(blockRows, range.upperBound - start)
            let block = UnsafeBufferPointer(rebasing: matrix[(start * dimension)..<((start + count) * dimension)])
            try score(block, rows: count, into: scores, panels: panels)
            for q in 0..<queryCount {
                heaps[q].offer(UnsafeBufferPointer(rebasing: scores[(q * count)..<((q + 1) * count)]), firstRow: start)
            }
            start += count
        }
        return heaps
    }

    /// `scores[q · rows + r]` = query q · block row r. One query: the streaming kernel. A batch:
    /// the block is packed into 16-row panels once and multiplied by every query, a chunk of
    /// queries at a time, with the panel kernel (about 7 % faster than OpenBLAS `sgemm` at 1,000
    /// queries, which zeroes its output and repacks the queries on every call), or `sgemm` on
    /// CPUs without AVX2/FMA.
    private func score(
        _ block: UnsafeBufferPointer<Float>, rows: Int, into scores: UnsafeMutableBufferPointer<Float>,
        panels: UnsafeMutableBufferPointer<Float>?
    ) throws {
        let query = UnsafeBufferPointer(rebasing: queries[0..<(queryCount * dimension)])
        guard let blockBase = block.baseAddress, let queryBase = query.baseAddress, let scoresBase = scores.baseAddress
        else { return }
        if queryCount == 1 {
            pulsum_inner_products(blockBase, rows, dimension, queryBase, scoresBase)
        } else if let panelBase = panels?.baseAddress {
            pulsum_pack_panels(blockBase, nil, rows, dimension, panelBase)
            for first in stride(from: 0, to: queryCount, by: ExactSearch.panelQueryChunk) {
                let chunk = min(ExactSearch.panelQueryChunk, queryCount - first)
                pulsum_panel_gemm(queryBase + first * dimension, chunk, dimension, panelBase, rows,
                                  scoresBase + first * rows, rows)
            }
        } else {
            try BLAS.sgemm(m: queryCount, n: rows, k: dimension, a: query, b: block, transB: .transposed, c: scores)
        }
    }
}
