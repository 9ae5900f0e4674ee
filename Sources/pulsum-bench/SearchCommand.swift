import ArgumentParser
import Foundation
import PulsumLinearAlgebra

/// `pulsum-bench search`: exact top-k search over any vector files, timed.
struct SearchCommand: AsyncParsableCommand {
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

            Exit status: 0 on success; 1 when a file cannot be read or is malformed; 64 on a usage error.
            """)

    @OptionGroup var output: JSONOption

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
        let measurement = try await BenchOutput.reportingErrors {
            let measurement = try SearchMeasurement.run(
                base: URL(fileURLWithPath: base), queries: URL(fileURLWithPath: queries), dimension: dim, k: k,
                threads: threads, batch: batch)
            if let results { try measurement.writeResults(to: URL(fileURLWithPath: results)) }
            return measurement
        }
        if output.json {
            try BenchOutput.printJSON(measurement.report)
        } else {
            print(measurement.text)
        }
    }
}

