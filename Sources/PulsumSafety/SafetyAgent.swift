import PulsumCore
import PulsumEmbedding

/// The crisis screen: the keyword floor plus similarity to crisis prototypes.
///
/// An immutable value, safe to share and call from any task. The prototypes are embedded once,
/// when the agent is made; each `assess` embeds the text's pieces in one batch.
public struct SafetyAgent: Sendable {
    /// The similarity thresholds the agent decides with.
    public let thresholds: SafetyThresholds
    private let embedder: any TextEmbedder
    private let prototypeIDs: [String]
    private let prototypeVectors: [[Float]]

    /// - Throws: the embedder's error, or `PulsumError.invalidArgument` when there are no
    ///   prototypes or the embedder returns vectors of the wrong shape.
    public init(embedder: any TextEmbedder, prototypes: [CrisisPrototype], thresholds: SafetyThresholds = .calibrated) throws {
        guard !prototypes.isEmpty else {
            throw PulsumError.invalidArgument(name: "crisis prototypes", reason: "the list is empty")
        }
        try self.init(embedder: embedder, prototypes: prototypes, prototypeVectors: try embedder.embed(prototypes.map(\.text)),
                      thresholds: thresholds)
    }

    /// An agent whose prototypes were embedded earlier by the same model (a cached index), so
    /// making it costs no inference.
    ///
    /// - Throws: `PulsumError.invalidArgument` when there are no prototypes or the vectors do not
    ///   match them one to one in the embedder's dimension.
    public init(embedder: any TextEmbedder, prototypes: [CrisisPrototype], prototypeVectors vectors: [[Float]],
                thresholds: SafetyThresholds = .calibrated) throws {
        guard !prototypes.isEmpty else {
            throw PulsumError.invalidArgument(name: "crisis prototypes", reason: "the list is empty")
        }
        guard vectors.count == prototypes.count, vectors.allSatisfy({ $0.count == embedder.dimension }) else {
            throw PulsumError.invalidArgument(
                name: "embedder \(embedder.modelID)",
                reason: "returned \(vectors.count) vectors for \(prototypes.count) prototypes or the wrong dimension")
        }
        self.embedder = embedder
        self.thresholds = thresholds
        self.prototypeIDs = prototypes.map(\.id)
        self.prototypeVectors = vectors
    }

    /// Screens one text. Empty text is safe without embedding anything.
    public func assess(_ text: String) throws -> SafetyAssessment {
        SafetyPolicy.decide(try evidence(for: text), thresholds: thresholds)
    }

    /// The keyword findings and prototype similarities for each piece of the text (and for the
    /// whole text when it has several pieces and none is mitigated).
    public func evidence(for text: String) throws -> SafetyEvidence {
        try evidence(for: [text]).first ?? SafetyEvidence(parts: [])
    }

    /// `evidence(for:)` for many texts, with one call to the embedder for all their pieces.
    public func evidence(for texts: [String]) throws -> [SafetyEvidence] {
        let plans = texts.map(Plan.init)
        let inputs = plans.flatMap(\.inputs)
        let vectors = inputs.isEmpty ? [] : try embedder.embed(inputs)
        guard vectors.count == inputs.count else {
            throw PulsumError.invalidArgument(name: "embedder \(embedder.modelID)",
                                              reason: "returned \(vectors.count) vectors for \(inputs.count) texts")
        }
        var next = vectors[...]
        return plans.map { plan in
            let parts = plan.inputs.indices.map { index in
                let (id, similarity) = closestPrototype(to: next.removeFirst())
                return SafetyEvidence.Part(findings: index < plan.findings.count ? plan.findings[index] : [],
                                           similarity: similarity, prototypeID: id)
            }
            return SafetyEvidence(parts: parts)
        }
    }

    /// What to embed for one text: its pieces, plus the whole text when there are several
    /// pieces and none is mitigated; and the keyword findings of each piece.
    private struct Plan {
        let inputs: [String]
        let findings: [[PhraseFinding]]

        init(_ text: String) {
            let segments = SentenceSplitter.segments(of: text)
            findings = segments.map(KeywordScreen.findings(in:))
            let mitigated = findings.contains { list in list.contains(where: \.effect.mitigates) }
            inputs = segments.count > 1 && !mitigated ? segments + [text] : segments
        }
    }

    private func closestPrototype(to vector: [Float]) -> (id: String, similarity: Float) {
        var best = (id: "", similarity: Float(-1))
        for (id, prototype) in zip(prototypeIDs, prototypeVectors) {
            var dot: Float = 0
            for (a, b) in zip(vector, prototype) { dot += a * b }
            if dot > best.similarity { best = (id, dot) }
        }
        return best
    }
}
