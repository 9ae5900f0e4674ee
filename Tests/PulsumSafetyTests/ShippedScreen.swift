import Foundation
import PulsumEmbedding
import PulsumTestSupport
import Testing
@testable import PulsumSafety

/// The shipped data files of the screen, read from the checkout once.
enum ShippedScreen {
    static let dataFolder = TestPaths.repositoryRoot.appendingPathComponent(SafetyDataFiles.relativeFolder)

    static func vocabulary() throws -> SafetyVocabulary { try loadedVocabulary.get() }

    private static let loadedVocabulary = Result {
        try SafetyVocabulary.load(from: dataFolder.appendingPathComponent(SafetyVocabulary.fileName))
    }

    /// The rule findings of a text, sentence by sentence and, for short chat messages, as one.
    static func findings(_ text: String) throws -> [PhraseFinding] {
        KeywordScreen.findings(inText: text, vocabulary: try vocabulary())
    }
}

/// The shipped screen: the real model, prototypes, vocabulary and classifier, loaded once.
enum ScreenUnderTest {
    static func agent() throws -> SafetyAgent {
        do {
            return try loaded.get()
        } catch {
            Issue.record("cannot load the screen: \(error). Run `make setup` (or scripts/setup.sh), or set PULSUM_MODEL_DIR.")
            throw error
        }
    }

    private static let loaded = Result { () throws -> SafetyAgent in
        let embedder = try MiniLMEmbedder.load(from: ModelFiles(directory: TestPaths.modelDirectory))
        let prototypes = try CrisisPrototypes.load(from: ShippedScreen.dataFolder.appendingPathComponent("crisis-prototypes.jsonl"))
        return try SafetyAgent(
            embedder: embedder, prototypes: prototypes, prototypeVectors: embedder.embed(prototypes.map(\.text)),
            vocabulary: ShippedScreen.vocabulary(),
            classifier: CrisisClassifier.load(from: ShippedScreen.dataFolder.appendingPathComponent(CrisisClassifier.fileName)))
    }
}
