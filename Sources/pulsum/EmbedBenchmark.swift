import ArgumentParser
import Foundation
import PulsumEmbedding
import PulsumLinearAlgebra

/// Hidden options of `pulsum embed` that time the encoder (used by Benchmarks/embedding).
struct EmbedBenchmarkOptions: ParsableArguments {
    @Option(name: .customLong("bench-batch"), help: "Time batches of this many copies of the input texts.")
    var batch: Int?

    @Option(name: .customLong("bench-seconds"), help: "How long to keep timing.")
    var seconds: Double = 3

    var isRequested: Bool { batch != nil }
}

/// Times `embed` on fixed batches: model load, first call, and the median over repeated calls.
enum EmbedBenchmark {
    /// The JSON a benchmark run prints.
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

    static func run(_ embedder: MiniLMEmbedder, texts: [String], options: EmbedBenchmarkOptions,
                    loadTime: Duration) throws -> Report {
        guard let size = options.batch, size > 0, !texts.isEmpty else {
            throw ValidationError("--bench-batch needs a positive size and at least one text")
        }
        let batch = (0..<size).map { texts[$0 % texts.count] }
        let clock = ContinuousClock()
        let first = try clock.measure { _ = try embedder.embed(batch) }
        var samples: [Duration] = []
        let deadline = clock.now + .milliseconds(Int(options.seconds * 1000))
        while samples.count < 5 || clock.now < deadline {
            samples.append(try clock.measure { _ = try embedder.embed(batch) })
        }
        let median = milliseconds(samples.sorted()[samples.count / 2])
        let tokens = batch.reduce(0) { $0 + embedder.tokenize($1).count }
        return Report(
            loadMilliseconds: milliseconds(loadTime), firstCallMilliseconds: milliseconds(first), batch: size,
            tokensPerSentence: Double(tokens) / Double(size), blasThreads: BLASRuntime.threadCount,
            blasKernel: BLASRuntime.coreName, runs: samples.count, medianMillisecondsPerBatch: median,
            sentencesPerSecond: Double(size) / (median / 1000))
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}
