import Foundation
import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumSafety

@Suite struct CrisisClassifierTests {
    private let shipped = ShippedScreen.dataFolder.appendingPathComponent(CrisisClassifier.fileName)

    @Test func shippedWeightsMatchThePinnedChecksumAndTheFeatures() throws {
        let classifier = try CrisisClassifier.load(from: shipped)
        #expect(classifier.modelID == "all-MiniLM-L6-v2")
        #expect(classifier.crisis.weights.count == classifier.embeddingDimension + ScreenFeatures.names.count)
        #expect(classifier.concern.threshold > 0 && classifier.concern.threshold < 1)
    }

    @Test func refusesAChangedOrDamagedFile() throws {
        let folder = try TestPaths.temporaryDirectory("safety-classifier")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(CrisisClassifier.fileName)
        var bytes = try Data(contentsOf: shipped)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: copy)
        #expect(throws: PulsumError.self) { try CrisisClassifier.load(from: copy) }
        try Data("{\"format\": \"pulsum-crisis-classifier\", \"version\": 1}".utf8).write(to: copy)
        #expect(throws: PulsumError.self) { try CrisisClassifier.load(from: copy, expectedSHA256: nil) }
        #expect(throws: PulsumError.self) { try CrisisClassifier.load(from: folder.appendingPathComponent("missing.json")) }
    }

    /// Hand-written families (`h<round>-…`) set the crisis threshold: the lowest keeping the whole
    /// screen's out-of-fold safe → crisis on their safe sentences within the budget.
    @Test func handWrittenSafeSentencesSetTheCrisisThreshold() throws {
        #expect(TrainingSentence(text: "", label: .safe, category: "benign", family: "h16-en-a-benign-walk").isHandWritten)
        #expect(!TrainingSentence(text: "", label: .safe, category: "benign", family: "en-benign-walk").isHandWritten)
        #expect(!TrainingSentence(text: "", label: .safe, category: "benign", family: "hobby-walk").isHandWritten)
        var corpus: [TrainingSentence] = []
        for family in 0..<12 {
            for variant in 0..<4 {
                let crisis = family % 2 == 0
                corpus.append(TrainingSentence(
                    text: crisis ? "I want to die \(variant) tonight \(family)" : "I could die for a walk \(variant) in the park \(family)",
                    label: crisis ? .crisis : .safe, category: crisis ? "active_ideation" : "idiom",
                    family: family < 6 ? "g\(family)" : "h9-en-\(family)"))
            }
        }
        let embedder = WordHashEmbedder()
        let extractor = try SafetyFeatureExtractor(
            embedder: embedder, vocabulary: ShippedScreen.vocabulary(),
            prototypes: [CrisisPrototype(id: "A", text: "I want to die", category: .passiveWish)],
            prototypeVectors: embedder.embed(["I want to die"]))
        let inputs = try extractor.inputs(for: corpus.map(\.text))
        var settings = CrisisClassifierTrainer.Settings()
        settings.iterations = 100
        for budget in [0.0, 0.5, 1.0] {
            settings.maximumHandWrittenSafeJudgedCrisis = budget
            let validation = try CrisisClassifierTrainer.crossValidate(sentences: corpus, inputs: inputs, settings: settings)
            #expect(try #require(validation.figures["screenHandWrittenSafeJudgedCrisis"]) <= budget)
            if budget == 1.0 { #expect(validation.crisisThreshold == 1e-4) }
        }
    }

    /// A tiny corpus through the real trainer, with plain regressions and with hidden layers: the
    /// same weights bit for bit, and families kept whole.
    @Test(arguments: [0, 8])
    func trainingIsReproducibleAndHoldsOutWholeFamilies(hiddenUnits: Int) throws {
        var corpus: [TrainingSentence] = []
        for family in 0..<10 {
            for variant in 0..<4 {
                let crisis = family % 2 == 0
                corpus.append(TrainingSentence(
                    text: crisis ? "I want to die \(variant) tonight \(family)" : "lovely walk \(variant) in the park \(family)",
                    label: crisis ? .crisis : family % 3 == 0 ? .caution : .safe, category: crisis ? "active_ideation" : "benign",
                    family: "f\(family)"))
            }
        }
        let embedder = WordHashEmbedder()
        let extractor = try SafetyFeatureExtractor(
            embedder: embedder, vocabulary: ShippedScreen.vocabulary(),
            prototypes: [CrisisPrototype(id: "A", text: "I want to die", category: .passiveWish)],
            prototypeVectors: embedder.embed(["I want to die"]))
        let inputs = try extractor.inputs(for: corpus.map(\.text))
        var settings = CrisisClassifierTrainer.Settings()
        (settings.hiddenUnits, settings.epochs) = (hiddenUnits, 20)
        func train() throws -> Data {
            try CrisisClassifierTrainer.train(sentences: corpus, inputs: inputs, corpusSHA256: "test", modelID: embedder.modelID,
                                              embeddingDimension: embedder.dimension, settings: settings).fileContents
        }
        let first = try train()
        #expect(try train() == first)

        let folds = CrisisClassifierTrainer.foldOfEachSentence(corpus, settings: .init())
        for family in Set(corpus.map(\.family)) {
            #expect(Set(zip(corpus, folds).filter { $0.0.family == family }.map(\.1)).count == 1)
        }
        let folder = try TestPaths.temporaryDirectory("safety-training")
        defer { try? FileManager.default.removeItem(at: folder) }
        try first.write(to: folder.appendingPathComponent("c.json"))
        let classifier = try CrisisClassifier.load(from: folder.appendingPathComponent("c.json"), expectedSHA256: nil)
        #expect((classifier.crisis.hidden?.units ?? 0) == hiddenUnits)
        // A file with hidden layers must say version 2, so that a build that knows only version 1 refuses it.
        let relabelled = String(decoding: first, as: UTF8.self)
            .replacingOccurrences(of: "\"version\":\(CrisisClassifier.version(hidden: hiddenUnits > 0))",
                                  with: "\"version\":\(CrisisClassifier.version(hidden: hiddenUnits == 0))")
        try Data(relabelled.utf8).write(to: folder.appendingPathComponent("v.json"))
        #expect(throws: PulsumError.self) { try CrisisClassifier.load(from: folder.appendingPathComponent("v.json"), expectedSHA256: nil) }
        let agent = try SafetyAgent(embedder: embedder, prototypes: [CrisisPrototype(id: "A", text: "I want to die", category: .passiveWish)],
                                    prototypeVectors: embedder.embed(["I want to die"]), vocabulary: ShippedScreen.vocabulary(),
                                    classifier: classifier)
        #expect(try agent.assess("lovely walk in the park").level != .crisis)
    }
}
