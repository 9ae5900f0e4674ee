import ArgumentParser
import Foundation
import PulsumFiles
import PulsumLinearAlgebra
import PulsumVectorStore

/// `pulsum bench search`: exact top-k search over any vector files, timed.
struct BenchSearch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Time exact top-k inner-product search of query vectors against base vectors.",
        discussion: """
            Reads raw little-endian float32 (.f32/.bin, needs --dim), .fvecs, or 2-D float32 .npy \
            files, then searches the queries in batches of --batch, exactly as FAISS IndexFlatIP \
            does (inner product, best first, ties to the lower row; vectors are used as given, not \
            normalised). One batch is run first as a warm-up and not timed.

            Prints the load time, the latency of one batch (p50/p95/p99) and queries per second. \
            --json prints {"load_s": …, "latency_ms": {"p50": …, "p95": …, "p99": …}, "qps": …}. \
            --results FILE writes {"ids": [[…]], "scores": [[…]]} with ids as base row numbers.

            --threads splits the base rows across that many threads (BLAS runs single-threaded \
            inside each), for single queries and batches alike.

            Exit status: 0 on success; 1 when a file cannot be read or is malformed; 2 on a usage error.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Base vectors (.f32/.bin with --dim, .fvecs, .npy).", valueName: "file"))
    var base: String

    @Option(help: ArgumentHelp("Query vectors, same formats.", valueName: "file"))
    var queries: String

    @Option(help: ArgumentHelp("Values per vector (required for raw .f32/.bin files).", valueName: "D"))
    var dim: Int?

    @Option(help: "Neighbours per query.")
    var k = 10

    @Option(help: "Threads one search uses (rows are split between them).")
    var threads = 1

    @Option(help: "Queries per search call (1 uses sgemv, more use sgemm).")
    var batch = 1

    @Option(help: ArgumentHelp("Write the ids and scores found as JSON to this file.", valueName: "file"))
    var results: String?

    func validate() throws {
        if let dim, dim < 1 { throw ValidationError("--dim must be at least 1") }
        if k < 1 { throw ValidationError("--k must be at least 1") }
        if threads < 1 { throw ValidationError("--threads must be at least 1") }
        if batch < 1 { throw ValidationError("--batch must be at least 1") }
    }

    func run() async throws {
        BLASRuntime.setThreadCount(1)
        let measurement: SearchMeasurement
        do {
            measurement = try SearchMeasurement.run(
                base: URL(fileURLWithPath: base), queries: URL(fileURLWithPath: queries), dimension: dim, k: k,
                threads: threads, batch: batch)
            if let results { try measurement.writeResults(to: URL(fileURLWithPath: results)) }
        } catch let error as VectorStoreError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(1)
        }
        if global.json {
            try Output.printJSON(measurement.report)
        } else {
            print(measurement.text)
        }
    }
}

/// Loading, the timed search loop and its summary.
struct SearchMeasurement {
    /// The `--json` contract of `pulsum bench search` (stable: scripts rely on it).
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
        let loadStart = ContinuousClock.now
        let matrix = try VectorFileReader.read(base, dimension: dimension)
        let queryMatrix = try VectorFileReader.read(queries, dimension: dimension ?? matrix.dimension)
        let loadSeconds = (ContinuousClock.now - loadStart).seconds
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
        var latencies: [Double] = []
        var hits: [[SearchHit]] = []
        for range in batches {
            let start = ContinuousClock.now
            let found = try search(range)
            latencies.append((ContinuousClock.now - start).seconds)
            hits += found
        }
        let total = latencies.reduce(0, +)
        let report = Report(
            load_s: loadSeconds,
            latency_ms: .init(p50: percentile(latencies, 50) * 1000, p95: percentile(latencies, 95) * 1000,
                              p99: percentile(latencies, 99) * 1000),
            qps: total > 0 ? Double(queryMatrix.count) / total : 0)
        return SearchMeasurement(report: report, baseRows: matrix.count, queryCount: queryMatrix.count, dimension: d,
                                 settings: "k=\(k) batch=\(batch) threads=\(threads)", hits: hits)
    }

    /// Linear interpolation between closest ranks (NumPy's default).
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = Double(sorted.count - 1) * p / 100
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
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

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
