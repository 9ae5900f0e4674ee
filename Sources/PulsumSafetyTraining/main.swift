import Foundation
import PulsumEmbedding
import PulsumSafety

/// `swift run -c release pulsum-safety-train`: retrains the crisis classifier from the committed
/// corpus and writes `Data/safety/crisis-classifier.json` (run from the checkout; `make
/// safety-train` sets one BLAS thread so that the weights are the same bit for bit).
/// Prints the cross-validation figures and the new file's SHA-256, which
/// `CrisisClassifier.pinnedSHA256` must then be set to. With `--search`, writes nothing and prints
/// the cross-validation summary of each of `CrisisClassifierTrainer.Settings.candidates` instead;
/// with `--compare-inputs`, writes nothing and prints it for the current input and round 4's
/// token-level inputs (`docs/safety.md`).
func train() throws {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let data = root.appendingPathComponent(SafetyDataFiles.relativeFolder)
    let corpusURL = root.appendingPathComponent(TrainingSentence.relativePath)
    let corpus = try TrainingSentence.load(from: corpusURL)
    let embedder = try MiniLMEmbedder.load(from: ModelFiles.locate())
    let prototypes = try CrisisPrototypes.load(from: data.appendingPathComponent("crisis-prototypes.jsonl"))
    let extractor = try SafetyFeatureExtractor(
        embedder: embedder, vocabulary: SafetyVocabulary.load(from: data.appendingPathComponent(SafetyVocabulary.fileName)),
        prototypes: prototypes, prototypeVectors: embedder.embed(prototypes.map(\.text)))
    let inputs = try extractor.inputs(for: corpus.map(\.text))
    if CommandLine.arguments.contains("--compare-inputs") {
        try compareInputs(corpus: corpus, inputs: inputs, embedder: embedder)
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
    let result = try CrisisClassifierTrainer.train(
        sentences: corpus, inputs: inputs, corpusSHA256: CrisisClassifier.sha256(try Data(contentsOf: corpusURL)),
        modelID: embedder.modelID, embeddingDimension: embedder.dimension)
    let output = data.appendingPathComponent(CrisisClassifier.fileName)
    try result.fileContents.write(to: output, options: .atomic)
    print(result.report)
    print("wrote \(output.path)\nsha256 \(CrisisClassifier.sha256(result.fileContents))  (CrisisClassifier.pinnedSHA256)")
}

/// Round 4: the same cross-validation (default settings) over the current input and over inputs
/// with more blocks between the embedding and the rule features: (A) the max-pooled token
/// states, (B) the element-wise maximum of the clause embeddings, (C) both, (D) the mean of the
/// 3rd layer's token states, (E) the means of layers 1–5.
func compareInputs(corpus: [TrainingSentence], inputs: [[Float]], embedder: MiniLMEmbedder) throws {
    let texts = corpus.map(\.text)
    let dimension = embedder.dimension
    let maxPooled = try embedder.embed(texts, pooling: .meanAndMax).map { Array($0[dimension...]) }
    let middle = try embedder.embed(texts, pooling: .meanAndLayers([3])).map { Array($0[dimension...]) }
    let layerBlocks = try embedder.embed(texts, pooling: .meanAndLayers(Array(1...5))).map { Array($0[dimension...]) }
    let clauseLists = texts.map(ClauseSplitter.clauses(of:))
    let clauseVectors = try embedder.embed(clauseLists.flatMap { $0 })
    var next = clauseVectors[...]
    let clauseMax: [[Float]] = clauseLists.map { clauses in
        let vectors = next.prefix(clauses.count)
        next = next.dropFirst(clauses.count)
        var folded = vectors.first ?? []
        for vector in vectors.dropFirst() { folded = zip(folded, vector).map(max) }
        let norm = max(folded.reduce(0) { $0 + $1 * $1 }.squareRoot(), 1e-12)
        return folded.map { $0 / norm }
    }
    print("clauses per sentence: \(String(format: "%.2f", Double(clauseVectors.count) / Double(texts.count)))")
    func with(_ extra: [[Float]]...) -> [[Float]] {
        inputs.indices.map { index in
            Array(inputs[index].prefix(dimension)) + extra.flatMap { $0[index] } + Array(inputs[index].dropFirst(dimension))
        }
    }
    let candidates: [(String, () -> [[Float]])] = [
        ("current: mean pooling + rules", { inputs }), ("A: mean + max pooling + rules", { with(maxPooled) }),
        ("B: mean + clause max + rules", { with(clauseMax) }), ("C: mean + max pooling + clause max + rules", { with(maxPooled, clauseMax) }),
        ("D: mean + layer 3 mean + rules", { with(middle) }), ("E: mean + layers 1–5 means + rules", { with(layerBlocks) }),
    ]
    for (name, candidateInputs) in candidates {
        let started = Date()
        let validation = try CrisisClassifierTrainer.crossValidate(
            sentences: corpus, inputs: candidateInputs(), settings: CrisisClassifierTrainer.Settings())
        print(([name + String(format: " (%.0f s)", Date().timeIntervalSince(started))] + validation.summary).joined(separator: "\n"))
    }
}

do {
    try train()
} catch {
    FileHandle.standardError.write(Data("pulsum-safety-train: \(error)\n".utf8))
    exit(1)
}
