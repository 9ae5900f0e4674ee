import ArgumentParser
import Foundation
import PulsumBenchSupport
import PulsumEmbedding
import PulsumLinearAlgebra

/// `pulsum-bench embed`: times the MiniLM encoder on fixed batches (Benchmarks/embedding).
struct EmbedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Time the all-MiniLM-L6-v2 encoder on batches of copies of the given texts.",
        discussion: """
            Loads the model (as `pulsum embed` does: the set-up's models folder or \
            $PULSUM_MODEL_DIR), times a first call on a batch of --batch texts (the TEXTs repeated), \
            then repeats the batch for at least five runs and --seconds, and \
            prints JSON: {"load_ms", "first_call_ms", "batch", "tokens_per_sentence", \
            "blas_threads", "blas_kernel", "runs", "median_ms_per_batch", "sentences_per_second"}. \
            OPENBLAS_NUM_THREADS sets the threads.

            Exit status: 0 on success, 1 when the model is missing or damaged, 64 on a usage error.
            """)

    @Option(help: "Texts per timed batch (the TEXTs repeated in turn).")
    var batch = 1

    @Option(help: "How long to keep timing, in seconds.")
    var seconds: Double = 3

    @Argument(help: "Sentences to embed.")
    var texts: [String]

    func validate() throws {
        if batch < 1 { throw ValidationError("--batch must be at least 1") }
        if texts.isEmpty { throw ValidationError("give at least one TEXT") }
    }

    /// The JSON a run prints (stable: Benchmarks/embedding/bench.py reads it).
    struct Report: Encodable {
        var loadMilliseconds: Double
        var firstCallMilliseconds: Double
        var batch: Int
        var tokensPerSentence: Double
        var blasThreads: Int
        var blasKernel: String
        var runs: Int
        var medianMillisecondsPerBatch: Double
        var sentencesPerSecond: Double

        enum CodingKeys: String, CodingKey {
            case loadMilliseconds = "load_ms", firstCallMilliseconds = "first_call_ms", batch
            case tokensPerSentence = "tokens_per_sentence", blasThreads = "blas_threads", blasKernel = "blas_kernel"
            case runs, medianMillisecondsPerBatch = "median_ms_per_batch", sentencesPerSecond = "sentences_per_second"
        }
    }

    func run() async throws {
        let sentences = (0..<batch).map { texts[$0 % texts.count] }
        let report = try await BenchOutput.reportingErrors {
            let (embedder, load) = try BenchClock.once { try MiniLMEmbedder.load() }
            let first = try BenchClock.once { try embedder.embed(sentences) }.timing
            let timed = try BenchClock.time(atLeast: 5, seconds: seconds) { _ = try embedder.embed(sentences) }
            let tokens = sentences.reduce(0) { $0 + embedder.tokenize($1).count }
            return Report(
                loadMilliseconds: load.medianWall * 1000, firstCallMilliseconds: first.medianWall * 1000, batch: batch,
                tokensPerSentence: Double(tokens) / Double(batch), blasThreads: BLASRuntime.threadCount,
                blasKernel: BLASRuntime.coreName, runs: timed.runs, medianMillisecondsPerBatch: timed.medianWall * 1000,
                sentencesPerSecond: Double(batch) / timed.medianWall)
        }
        try BenchOutput.printJSON(report)
    }
}
