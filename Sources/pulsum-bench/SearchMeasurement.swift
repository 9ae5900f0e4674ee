import Foundation
import PulsumBenchSupport
import PulsumFiles
import PulsumVectorStore

/// Loading, the timed search loop and its summary.
struct SearchMeasurement {
    /// The `--json` contract of `pulsum-bench search` (stable: scripts rely on it).
    struct Report: Encodable {
        struct Latency: Encodable {
            var p50: Double
            var p95: Double
            var p99: Double
        }

        var load_s: Double
        var latency_ms: Latency
        var qps: Double
    }

    var report: Report
    var baseRows: Int
    var queryCount: Int
    var dimension: Int
    var settings: String
    var hits: [[SearchHit]]

    static func run(base: URL, queries: URL, dimension: Int?, k: Int, threads: Int, batch: Int) throws -> SearchMeasurement {
        let ((matrix, queryMatrix), load) = try BenchClock.once {
            let matrix = try VectorFileReader.read(base, dimension: dimension)
            return (matrix, try VectorFileReader.read(queries, dimension: dimension ?? matrix.dimension))
        }
        guard queryMatrix.dimension == matrix.dimension else {
            throw VectorStoreError.malformedVectors(
                path: queries.path, reason: "queries have \(queryMatrix.dimension) dimensions, base has \(matrix.dimension)")
        }
        let d = matrix.dimension
        let search = { (range: Range<Int>) throws -> [[SearchHit]] in
            try ExactSearch.search(matrix: matrix.values, dimension: d, queries: Array(queryMatrix.rows(range)), k: k,
                                   threads: threads)
        }
        let batches = stride(from: 0, to: queryMatrix.count, by: batch).map { $0..<min($0 + batch, queryMatrix.count) }
        if let first = batches.first { _ = try search(first) }
        var hits: [[SearchHit]] = []
        let latencies = try BenchClock.time(each: batches) { hits += try search($0) }
        let total = latencies.totalWall
        let report = Report(
            load_s: load.medianWall,
            latency_ms: .init(p50: BenchTiming.percentile(latencies.wall, 50) * 1000,
                              p95: BenchTiming.percentile(latencies.wall, 95) * 1000,
                              p99: BenchTiming.percentile(latencies.wall, 99) * 1000),
            qps: total > 0 ? Double(queryMatrix.count) / total : 0)
        return SearchMeasurement(report: report, baseRows: matrix.count, queryCount: queryMatrix.count, dimension: d,
                                 settings: "k=\(k) batch=\(batch) threads=\(threads)", hits: hits)
    }

    var text: String {
        String(format: """
            base %d × %d, %d queries, %@
            load      %.3f s
            latency   p50 %.3f ms  p95 %.3f ms  p99 %.3f ms (per batch)
            qps       %.1f
            """, baseRows, dimension, queryCount, settings, report.load_s, report.latency_ms.p50, report.latency_ms.p95,
            report.latency_ms.p99, report.qps)
    }

    /// `{"ids": [[row, …]], "scores": [[score, …]]}`, one inner array per query.
    func writeResults(to url: URL) throws {
        struct Results: Encodable {
            var ids: [[Int]]
            var scores: [[Float]]
        }
        let data = try JSONEncoder().encode(Results(ids: hits.map { $0.map(\.row) }, scores: hits.map { $0.map(\.score) }))
        do {
            try AtomicFile.write(data, to: url, mode: 0o644)
        } catch {
            throw VectorStoreError.unwritable(path: url.path, reason: "\(error)")
        }
    }
}
