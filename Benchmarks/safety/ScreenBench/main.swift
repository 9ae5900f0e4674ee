import Foundation
import PulsumEmbedding
import PulsumSafety

/// `swift run -c release pulsum-safety-bench [texts.jsonl] [--long]`: times the crisis screen
/// after the model is loaded, and how long its weights file takes to load. Per sentence: the rule layer alone, the embedding alone, the whole
/// `assess` (medians over every text of the file, default the training corpus); with `--long`,
/// one 10,000-line text and one 10 MB text (1,000 distinct lines repeated) with the risk in a single line (wall time; run it
/// under `/usr/bin/time -v` for the peak memory). Prints the machine's load average.
func milliseconds(_ start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func run() throws {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let arguments = Array(CommandLine.arguments.dropFirst())
    let path = arguments.first { !$0.hasPrefix("--") } ?? TrainingSentence.relativePath
    let texts = try TrainingSentence.load(from: root.appendingPathComponent(path)).map(\.text).filter { !$0.contains(". ") }.prefix(400)
    let embedder = try MiniLMEmbedder.load(from: ModelFiles.locate())
    let prototypes = try CrisisPrototypes.load(from: CrisisPrototypes.locate())
    let vectors = try embedder.embed(prototypes.map(\.text))
    let agent = try SafetyAgent(embedder: embedder, prototypes: prototypes, prototypeVectors: vectors)
    let vocabulary = try SafetyVocabulary.load(from: SafetyDataFiles.locate(.screenVocabulary))
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    print("load average at start: \(load); \(texts.count) one-sentence texts")
    let weights = try SafetyDataFiles.locate(.crisisClassifier)
    let loads = try (0..<9).map { _ in
        let start = ContinuousClock.now
        _ = try CrisisClassifier.load(from: weights)
        return milliseconds(start)
    }
    print(String(format: "classifier weights (%@), median of 9 loads: %.1f ms", weights.lastPathComponent, median(loads)))

    var rules: [Double] = [], embedding: [Double] = [], whole: [Double] = []
    for text in texts {
        var start = ContinuousClock.now
        _ = KeywordScreen.findings(in: text, vocabulary: vocabulary)
        rules.append(milliseconds(start))
        start = ContinuousClock.now
        _ = try embedder.embed([text])
        embedding.append(milliseconds(start))
        start = ContinuousClock.now
        _ = try agent.assess(text)
        whole.append(milliseconds(start))
    }
    let overhead = zip(whole, embedding).map { $0 - $1 }
    print(String(format: "per sentence, median ms: rules %.3f  embedding %.3f  whole assess %.3f  (assess − embedding %.3f)",
                 median(rules), median(embedding), median(whole), median(overhead)))

    if arguments.contains("--long") {
        // 10,000 distinct lines; then 10 MB in which 1,000 distinct lines repeat (identical
        // sentences are embedded once), the risk in one line three quarters in.
        for (label, lines, distinct) in [("10,000 lines", 10_000, 10_000), ("10 MB", 200_000, 1_000)] {
            var body = (1...lines).map { ($0 % distinct) }.map { "Day \($0): slept \($0 % 9) hours, walked \($0 % 13) km and felt fine." }
            body[body.count * 3 / 4] = "I have the rope ready in the shed."
            let text = String(body.joined(separator: "\n").prefix(10_000_000))
            let start = ContinuousClock.now
            let result = try agent.assess(text)
            print(String(format: "%@ (%d bytes): %@ in %.1f s", label, text.utf8.count, result.level.rawValue, milliseconds(start) / 1000))
        }
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("pulsum-safety-bench: \(error)\n".utf8))
    exit(1)
}
