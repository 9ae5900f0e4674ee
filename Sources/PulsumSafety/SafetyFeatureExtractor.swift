import PulsumCore
import PulsumEmbedding

/// Turns pieces of text into what the screen decides on: the rule findings of each piece, its
/// sentence embedding, its closest crisis prototype and the classifier's input vector.
///
/// Shared by the agent (which then applies the classifier) and by training (which learns it).
public struct SafetyFeatureExtractor: Sendable {
    let embedder: any TextEmbedder
    let vocabulary: SafetyVocabulary
    private let prototypes: [CrisisPrototype]
    private let prototypeVectors: [[Float]]

    /// How many pieces are embedded per call, so a long text is screened in bounded memory.
    static let batchSize = 32

    /// - Throws: `PulsumError.invalidArgument` when there are no prototypes or the vectors do not
    ///   match them one to one in the embedder's dimension.
    public init(embedder: any TextEmbedder, vocabulary: SafetyVocabulary, prototypes: [CrisisPrototype],
                prototypeVectors: [[Float]]) throws {
        guard !prototypes.isEmpty else {
            throw PulsumError.invalidArgument(name: "crisis prototypes", reason: "the list is empty")
        }
        guard prototypeVectors.count == prototypes.count, prototypeVectors.allSatisfy({ $0.count == embedder.dimension }) else {
            throw PulsumError.invalidArgument(
                name: "embedder \(embedder.modelID)",
                reason: "returned \(prototypeVectors.count) vectors for \(prototypes.count) prototypes or the wrong dimension")
        }
        self.embedder = embedder
        self.vocabulary = vocabulary
        self.prototypes = prototypes
        self.prototypeVectors = prototypeVectors
    }

    /// One piece of text made ready for the classifier.
    struct Piece {
        let findings: [PhraseFinding]
        let prototype: CrisisPrototype
        let similarity: Float
        /// The embedding followed by `ScreenFeatures.values`.
        let input: [Float]
    }

    /// The rule findings of one piece (one sentence, or a whole short text: then the findings
    /// of all its sentences).
    func findings(in piece: String) -> [PhraseFinding] {
        KeywordScreen.findings(inText: piece, vocabulary: vocabulary)
    }

    /// Embeds the pieces in batches and builds their inputs; `findings[i]` belongs to `pieces[i]`.
    func pieces(_ texts: [String], findings: [[PhraseFinding]]) throws -> [Piece] {
        var result: [Piece] = []
        result.reserveCapacity(texts.count)
        var start = 0
        while start < texts.count {
            let end = min(start + Self.batchSize, texts.count)
            let vectors = try embedder.embed(Array(texts[start..<end]))
            guard vectors.count == end - start, vectors.allSatisfy({ $0.count == embedder.dimension }) else {
                throw PulsumError.invalidArgument(name: "embedder \(embedder.modelID)",
                                                  reason: "returned \(vectors.count) vectors for \(end - start) texts")
            }
            for (offset, vector) in vectors.enumerated() {
                let (prototype, similarity) = closestPrototype(to: vector)
                let pieceFindings = findings[start + offset]
                result.append(Piece(findings: pieceFindings, prototype: prototype, similarity: similarity,
                                    input: vector + ScreenFeatures.values(findings: pieceFindings, prototypeSimilarity: similarity)))
            }
            start = end
        }
        return result
    }

    /// Classifier inputs for whole texts, each taken as one piece (how training sees a text).
    public func inputs(for texts: [String]) throws -> [[Float]] {
        try pieces(texts, findings: texts.map(findings(in:))).map(\.input)
    }

    /// The pieces the screen judges of each text (`ScreenPieces`) with their inputs, for the
    /// texts it judges in more than one piece; empty for a text judged as one piece, whose input
    /// is `inputs(for:)`'s. How the trainer scores held-out texts as the screen does.
    public func screenPieces(for texts: [String]) throws -> [[TextPiece]] {
        let plans = texts.map { ScreenPieces($0, vocabulary: vocabulary) }
        var split = try pieces(of: plans.filter { $0.inputs.count > 1 })[...]
        return plans.map { plan in
            guard plan.inputs.count > 1, let judged = split.popFirst() else { return [] }
            return zip(judged, plan.inputs).map { TextPiece(text: $1, input: $0.input) }
        }
    }

    /// The pieces of each text's plan, embedded together in batches, in the plans' order.
    func pieces(of plans: [ScreenPieces]) throws -> [[Piece]] {
        var next = try pieces(plans.flatMap(\.inputs), findings: plans.flatMap(\.findings))[...]
        return plans.map { plan in
            defer { next = next.dropFirst(plan.inputs.count) }
            return Array(next.prefix(plan.inputs.count))
        }
    }

    private func closestPrototype(to vector: [Float]) -> (CrisisPrototype, Float) {
        var best = (index: 0, similarity: -Float.infinity)
        for (index, prototype) in prototypeVectors.enumerated() {
            var dot: Float = 0
            for (a, b) in zip(vector, prototype) { dot += a * b }
            if dot > best.similarity { best = (index, dot) }
        }
        return (prototypes[best.index], best.similarity)
    }
}
