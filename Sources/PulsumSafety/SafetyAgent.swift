import PulsumCore
import PulsumEmbedding

/// The crisis screen: the rule layer (keyword lists and the means grammar, organised by C-SSRS
/// category) and the learned layer (a classifier over the sentence embedding and the rule
/// features), combined so that neither can lower the other's level.
///
/// Immutable, safe to share and call from any task. A final class rather than a struct: with
/// Swift 6.3 on Linux, returning the struct from an `async` function aborted the process in the
/// task allocator ("freed pointer was not the last allocation", `pulsum safety`). Each `assess` splits the text into
/// sentences, runs the rules on every one, and embeds the distinct ones in batches of
/// `SafetyFeatureExtractor.batchSize`, so a long text is screened in bounded memory and the risk
/// is found wherever it sits.
public final class SafetyAgent: Sendable {
    private let extractor: SafetyFeatureExtractor
    private let classifier: CrisisClassifier

    /// The shipped screen: embeds the prototypes, and reads the vocabulary and the classifier
    /// from `Data/safety/` (see `SafetyDataFiles`).
    ///
    /// - Throws: the embedder's error, a `PulsumError` naming a data file that cannot be read or
    ///   is corrupt, or `PulsumError.invalidArgument` when there are no prototypes.
    public init(embedder: any TextEmbedder, prototypes: [CrisisPrototype]) throws {
        guard !prototypes.isEmpty else {
            throw PulsumError.invalidArgument(name: "crisis prototypes", reason: "the list is empty")
        }
        let vectors = try embedder.embed(prototypes.map(\.text))
        let parts = try Self.shippedParts(embedder: embedder, prototypes: prototypes, prototypeVectors: vectors)
        extractor = parts.0
        classifier = parts.1
    }

    /// The shipped screen over prototypes embedded earlier by the same model (a cached index),
    /// so making it costs no inference.
    public init(embedder: any TextEmbedder, prototypes: [CrisisPrototype], prototypeVectors: [[Float]]) throws {
        (extractor, classifier) = try Self.shippedParts(embedder: embedder, prototypes: prototypes, prototypeVectors: prototypeVectors)
    }

    /// A screen with explicit parts (tests, training, another model).
    ///
    /// - Throws: `PulsumError.invalidArgument` when the classifier was trained over another
    ///   embedding model or dimension, or the prototypes do not match their vectors.
    public init(embedder: any TextEmbedder, prototypes: [CrisisPrototype], prototypeVectors: [[Float]],
                vocabulary: SafetyVocabulary, classifier: CrisisClassifier) throws {
        (extractor, self.classifier) = try Self.parts(embedder: embedder, prototypes: prototypes, prototypeVectors: prototypeVectors,
                                                      vocabulary: vocabulary, classifier: classifier)
    }

    private static func shippedParts(embedder: any TextEmbedder, prototypes: [CrisisPrototype], prototypeVectors: [[Float]])
        throws -> (SafetyFeatureExtractor, CrisisClassifier) {
        let vocabulary = try SafetyVocabulary.load(from: SafetyDataFiles.locate(.screenVocabulary))
        let classifier = try CrisisClassifier.load(from: SafetyDataFiles.locate(.crisisClassifier))
        return try parts(embedder: embedder, prototypes: prototypes, prototypeVectors: prototypeVectors,
                         vocabulary: vocabulary, classifier: classifier)
    }

    private static func parts(embedder: any TextEmbedder, prototypes: [CrisisPrototype], prototypeVectors: [[Float]],
                              vocabulary: SafetyVocabulary, classifier: CrisisClassifier) throws -> (SafetyFeatureExtractor, CrisisClassifier) {
        guard classifier.modelID == embedder.modelID, classifier.embeddingDimension == embedder.dimension else {
            throw PulsumError.invalidArgument(
                name: "crisis classifier",
                reason: "trained over \(classifier.modelID) (\(classifier.embeddingDimension) dimensions), not \(embedder.modelID); retrain it (docs/safety.md)")
        }
        let extractor = try SafetyFeatureExtractor(embedder: embedder, vocabulary: vocabulary, prototypes: prototypes,
                                                   prototypeVectors: prototypeVectors)
        return (extractor, classifier)
    }

    /// Screens one text. Empty text is safe without embedding anything.
    public func assess(_ text: String) throws -> SafetyAssessment {
        SafetyPolicy.decide(try evidence(for: text))
    }

    /// What each layer found in each piece of the text.
    public func evidence(for text: String) throws -> SafetyEvidence {
        try evidence(for: [text]).first ?? SafetyEvidence(parts: [])
    }

    /// `evidence(for:)` for many texts, their pieces embedded together in batches.
    public func evidence(for texts: [String]) throws -> [SafetyEvidence] {
        let plans = texts.map { ScreenPieces($0, vocabulary: extractor.vocabulary) }
        return try zip(plans, extractor.pieces(of: plans)).map { plan, pieces in
            SafetyEvidence(parts: zip(pieces, plan.inputs).map { piece, text in
                let judged = classifier.judge(piece.input, text: text)
                return SafetyEvidence.Part(findings: piece.findings, similarity: piece.similarity, prototypeID: piece.prototype.id,
                                           prototypeCategory: piece.prototype.category, classifierLevel: judged.level,
                                           crisisProbability: judged.crisis, concernProbability: judged.concern)
            })
        }
    }
}
