import Foundation
import PulsumEmbedding
import PulsumSafety

/// `swift run -c release pulsum-safety-train`: retrains the crisis classifier from the committed
/// corpus (`TrainingSentence.loadCorpus`: the generated sentences, then the spent judges'
/// hand-written families) and writes `Data/safety/crisis-classifier.json` (run from the checkout; `make
/// safety-train` sets one BLAS thread so that the weights are the same bit for bit).
/// Prints the cross-validation figures and the new file's SHA-256, which
/// `CrisisClassifier.pinnedSHA256` must then be set to. With `--search`, writes nothing and prints
/// the cross-validation summary of each of `CrisisClassifierTrainer.Settings.candidates` instead.
/// With `--dump-rule-features PATH`, writes nothing else: one JSON line per corpus sentence with
/// its rule features and embedding, for the Python experiments in `scripts/safety/`; adding
/// `--rules-only` skips the model (seconds instead of a minute: the embedding and the prototype
/// similarity are then zero, to be taken from an earlier full dump). With `--judge FILE`, screens
/// labelled texts through the screen as it runs and trains nothing (`Judgement`).
func train() throws {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let data = root.appendingPathComponent(SafetyDataFiles.relativeFolder)
    if let judgement = Judgement(arguments: CommandLine.arguments, data: data) {
        return try judgement.run(data: data)
    }
    let (corpus, corpusBytes) = try TrainingSentence.loadCorpus(checkout: root)
    let rulesOnly = CommandLine.arguments.contains("--rules-only")
    let embedder: any TextEmbedder = rulesOnly ? NoEmbedding() : try MiniLMEmbedder.load(from: ModelFiles.locate())
    let prototypes = try CrisisPrototypes.load(from: data.appendingPathComponent("crisis-prototypes.jsonl"))
    let extractor = try SafetyFeatureExtractor(
        embedder: embedder, vocabulary: SafetyVocabulary.load(from: data.appendingPathComponent(SafetyVocabulary.fileName)),
        prototypes: prototypes, prototypeVectors: embedder.embed(prototypes.map(\.text)))
    let inputs = try extractor.inputs(for: corpus.map(\.text))
    if let flag = CommandLine.arguments.firstIndex(of: "--dump-rule-features"), flag + 1 < CommandLine.arguments.count {
        // The rule features (`ScreenFeatures.values`, the input after the embedding) and the
        // embedding of each sentence (docs/safety.md, round 5b).
        var lines = ""
        for (index, input) in inputs.enumerated() {
            let row: [String: Any] = ["index": index, "features": input.suffix(from: embedder.dimension).map { Double($0) },
                                      "embedding": input.prefix(embedder.dimension).map { Double($0) }]
            lines += String(decoding: try JSONSerialization.data(withJSONObject: row), as: UTF8.self) + "\n"
        }
        try lines.write(toFile: CommandLine.arguments[flag + 1], atomically: true, encoding: .utf8)
        print("wrote \(inputs.count) rows to \(CommandLine.arguments[flag + 1])")
        return
    }
    if CommandLine.arguments.contains("--search") {
        for settings in CrisisClassifierTrainer.Settings.candidates {
            let started = Date()
            let validation = try CrisisClassifierTrainer.crossValidate(sentences: corpus, inputs: inputs, settings: settings)
            print(([settings.description + String(format: " (%.0f s)", Date().timeIntervalSince(started))] + validation.summary)
                .joined(separator: "\n"))
        }
        return
    }
    let pieces = try extractor.screenPieces(for: corpus.map(\.text))
    print("\(pieces.filter { !$0.isEmpty }.count) texts judged in pieces (\(pieces.map(\.count).reduce(0, +)) pieces)")
    let result = try CrisisClassifierTrainer.train(
        sentences: corpus, inputs: inputs, pieces: pieces, corpusSHA256: CrisisClassifier.sha256(corpusBytes),
        modelID: embedder.modelID, embeddingDimension: embedder.dimension)
    let output = data.appendingPathComponent(CrisisClassifier.fileName)
    try result.fileContents.write(to: output, options: .atomic)
    print(result.report)
    print("wrote \(output.path)\nsha256 \(CrisisClassifier.sha256(result.fileContents))  (CrisisClassifier.pinnedSHA256)")
}

/// Zero vectors in MiniLM's dimension: the rule features without the model (`--rules-only`).
struct NoEmbedding: TextEmbedder {
    let modelID = "none"
    let dimension = 384
    func embed(_ texts: [String]) throws -> [[Float]] { texts.map { _ in [Float](repeating: 0, count: dimension) } }
}

if let problem = ArgumentCheck.problem(in: Array(CommandLine.arguments.dropFirst())) {
    FileHandle.standardError.write(Data("pulsum-safety-train: \(problem)\n\(ArgumentCheck.usage)\n".utf8))
    exit(2)
}
do {
    try train()
} catch {
    FileHandle.standardError.write(Data("pulsum-safety-train: \(error)\n".utf8))
    exit(1)
}
