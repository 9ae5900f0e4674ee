import PulsumCore
import PulsumEmbedding

/// The crisis screen: the keyword floor plus similarity to crisis prototypes.
///
/// An immutable value, safe to share and call from any task. The prototypes are embedded once,
/// when the agent is made; each `assess` embeds the text's pieces in one batch.
public struct SafetyAgent: Sendable {
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
        let vectors = try embedder.embed(prototypes.map(\.text))
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
        let segments = SentenceSplitter.segments(of: text)
        guard !segments.isEmpty else { return SafetyEvidence(parts: []) }
        let findings = segments.map(KeywordScreen.findings(in:))
        let anyMitigated = findings.contains { list in list.contains { [.negated, .thirdPerson, .past].contains($0.effect) } }
        let inputs = segments.count > 1 && !anyMitigated ? segments + [text] : segments
        let vectors = try embedder.embed(inputs)
        guard vectors.count == inputs.count else {
            throw PulsumError.invalidArgument(name: "embedder \(embedder.modelID)",
                                              reason: "returned \(vectors.count) vectors for \(inputs.count) texts")
        }
        let parts = vectors.enumerated().map { index, vector in
            let (id, similarity) = closestPrototype(to: vector)
            return SafetyEvidence.Part(findings: index < findings.count ? findings[index] : [],
                                       similarity: similarity, prototypeID: id)
        }
        return SafetyEvidence(parts: parts)
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
