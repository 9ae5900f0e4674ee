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

    /// The shipped file decodes and encodes back to its own bytes, so a change to how weights are
    /// written shows here before a retraining does.
    @Test func shippedWeightsReencodeToTheirOwnBytes() throws {
        let bytes = try Data(contentsOf: shipped)
        #expect(try JSONDecoder().decode(WeightsFile.self, from: bytes).encoded() == bytes)
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

    /// The corpus is the generated file, then the judges' families in round order (9 before 10),
    /// and its bytes are theirs in that order; without the judges' folder, the generated file alone.
    @Test func corpusReadsTheJudgesFamiliesInRoundOrder() throws {
        let root = try TestPaths.temporaryDirectory("safety-corpus")
        defer { try? FileManager.default.removeItem(at: root) }
        func line(_ text: String, _ family: String) -> String {
            #"{"text": "\#(text)", "label": "safe", "category": "benign", "family": "\#(family)", "lang": "en", "form": "plain"}"# + "\n"
        }
        let files = [(TrainingSentence.relativePath, line("generated", "en-walk")),
                     (TrainingSentence.judgesRelativePath + "/round10-families.jsonl", line("ten", "h10-en-walk")),
                     (TrainingSentence.judgesRelativePath + "/round9-families.jsonl", line("nine", "h9-en-walk")),
                     (TrainingSentence.judgesRelativePath + "/notes.md", "not a judge")]
        try FileManager.default.createDirectory(at: root.appendingPathComponent(TrainingSentence.judgesRelativePath),
                                                withIntermediateDirectories: true)
        for (path, content) in files { try Data(content.utf8).write(to: root.appendingPathComponent(path)) }
        let corpus = try TrainingSentence.loadCorpus(checkout: root)
        #expect(corpus.sentences.map(\.text) == ["generated", "nine", "ten"])
        #expect(corpus.bytes == Data((files[0].1 + files[2].1 + files[1].1).utf8))
        try FileManager.default.removeItem(at: root.appendingPathComponent(TrainingSentence.judgesRelativePath))
        #expect(try TrainingSentence.loadCorpus(checkout: root).sentences.map(\.text) == ["generated"])
    }

    /// Hand-written families (`h<round>-…`) teach both heads; the crisis head reads the word
    /// features and has a threshold for each language of the hand-written safe sentences, with a
    /// language guess to choose it; adding them changes none of the generated families' folds.
    @Test func handWrittenFamiliesSetTheCrisisThresholdPerLanguage() throws {
        #expect(TrainingSentence(text: "", label: .safe, category: "benign", family: "h17-en-a-benign-walk").isHandWritten)
        #expect(!TrainingSentence(text: "", label: .safe, category: "benign", family: "en-benign-walk").isHandWritten)
        #expect(!TrainingSentence(text: "", label: .safe, category: "benign", family: "hobby-walk").isHandWritten)
        let (generated, handWritten) = Self.smallCorpus()
        let embedder = WordHashEmbedder()
        let extractor = try Self.smallExtractor(embedder)
        var settings = CrisisClassifierTrainer.Settings()
        settings.iterations = 100
        func classifier(_ corpus: [TrainingSentence]) throws -> CrisisClassifier {
            let file = try CrisisClassifierTrainer.train(sentences: corpus, inputs: extractor.inputs(for: corpus.map(\.text)), corpusSHA256: "test",
                                                         modelID: embedder.modelID, embeddingDimension: embedder.dimension, settings: settings).fileContents
            let folder = try TestPaths.temporaryDirectory("safety-hand-written")
            defer { try? FileManager.default.removeItem(at: folder) }
            try file.write(to: folder.appendingPathComponent("c.json"))
            return try CrisisClassifier.load(from: folder.appendingPathComponent("c.json"), expectedSHA256: nil)
        }
        let alone = try classifier(generated)
        #expect(alone.crisis.languageThresholds == nil && alone.languageGuess == nil)
        #expect(alone.crisis.wordWeights?.count == WordGrams.bucketCount)
        let withHandWritten = try classifier(generated + handWritten)
        #expect(withHandWritten.crisis.weights != alone.crisis.weights)
        #expect(Set((withHandWritten.crisis.languageThresholds ?? [:]).keys) == ["en", "es"])
        #expect(withHandWritten.languageGuess?.guess("qué paseo tan bonito") == "es")
        #expect(withHandWritten.languageGuess?.guess("what a lovely walk") == "en")
        let folds = CrisisClassifierTrainer.foldOfEachSentence(generated + handWritten, settings: .init())
        #expect(Array(folds.prefix(generated.count)) == CrisisClassifierTrainer.foldOfEachSentence(generated, settings: .init()))
    }

    /// Round 20: the concern threshold also leaves at most `maximumHandWrittenConcernJudgedSafe`
    /// of the hand-written crisis and distress sentences judged safe by the whole screen out of
    /// fold. Distress in words no rule knows ("quiet grey morning") is left to the concern head, so
    /// the bound lowers the threshold below the one the generated sentences alone allow.
    @Test func handWrittenConcernSentencesBoundTheConcernThreshold() throws {
        let (generated, handWritten) = Self.smallCorpus()
        let unnamedDistress = (0..<4).flatMap { family in
            (0..<4).map { TrainingSentence(text: "quiet grey morning \(family) \($0)", label: .caution, category: "distress",
                                           family: "h9-en-grey-\(family)", lang: "en") }
        }
        let corpus = generated + handWritten + unnamedDistress
        let inputs = try Self.smallExtractor(WordHashEmbedder()).inputs(for: corpus.map(\.text))
        let words = corpus.map { WordGrams($0.text) }
        var settings = CrisisClassifierTrainer.Settings()
        settings.iterations = 100
        settings.maximumHandWrittenConcernJudgedSafe = 1
        let generatedAlone = try CrisisClassifierTrainer.crossValidate(sentences: corpus, inputs: inputs, words: words, settings: settings)
        settings.maximumHandWrittenConcernJudgedSafe = 0
        let bound = try CrisisClassifierTrainer.crossValidate(sentences: corpus, inputs: inputs, words: words, settings: settings)
        #expect(bound.concernThreshold < generatedAlone.concernThreshold)
        #expect(bound.figures["handWrittenScreenCrisisJudgedSafe"] == 0 && bound.figures["handWrittenScreenDistressJudgedSafe"] == 0)
    }

    /// Generated families (plain ids) and hand-written ones (`h9-…`, English and Spanish) of a few
    /// words each, four sentences a family.
    private static func smallCorpus() -> (generated: [TrainingSentence], handWritten: [TrainingSentence]) {
        func family(_ name: String, _ label: SafetyLevel, _ words: String, _ lang: String = "en") -> [TrainingSentence] {
            (0..<4).map { TrainingSentence(text: "\(words) \(name) \($0)", label: label, category: label == .crisis ? "plan" : "benign",
                                           family: name, lang: lang) }
        }
        let generated = (0..<8).flatMap { family("g\($0)", $0 % 2 == 0 ? .crisis : .safe, $0 % 2 == 0 ? "tonight I end it all" : "lovely walk in the park") }
        let kinds: [(SafetyLevel, String, String)] = [(.caution, "so tired and alone", "en"), (.crisis, "the rope is in the shed", "en"),
                                                      (.safe, "dead tired after the gym", "en"), (.safe, "qué bonito paseo por el parque", "es"),
                                                      (.crisis, "esta noche me quito la vida", "es")]
        let handWritten = (0..<10).flatMap { index in family("h9-\(kinds[index % 5].2)-\(index)", kinds[index % 5].0, kinds[index % 5].1, kinds[index % 5].2) }
        return (generated, handWritten)
    }

    /// The shipped rules and one prototype over `embedder`.
    private static func smallExtractor(
        _ embedder: WordHashEmbedder, prototype text: String = "I want to die", category: CrisisCategory = .passiveWish
    ) throws -> SafetyFeatureExtractor {
        try SafetyFeatureExtractor(
            embedder: embedder, vocabulary: ShippedScreen.vocabulary(),
            prototypes: [CrisisPrototype(id: "A", text: text, category: category)], prototypeVectors: embedder.embed([text]))
    }

    /// Word weights are stored as base64 of little-endian floats and read back bit for bit; a
    /// string that is not whole floats is refused.
    @Test func packedWordWeightsRoundTripBitForBit() throws {
        let values: [Float] = [0, -0.0, 1.5, -3.25e-7, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        let head = CrisisClassifier.Head(weights: [1, 2], bias: 0.5, threshold: 0.6, wordWeights: values, languageThresholds: ["en": 0.6])
        let data = try JSONEncoder().encode(head)
        #expect(String(decoding: data, as: UTF8.self).contains(#""wordWeights":""#))
        let decoded = try JSONDecoder().decode(CrisisClassifier.Head.self, from: data)
        #expect(decoded.wordWeights?.map(\.bitPattern) == values.map(\.bitPattern))
        #expect(decoded.weights == head.weights && decoded.bias == head.bias && decoded.languageThresholds == head.languageThresholds)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PackedFloats.self, from: Data(#""AAA=""#.utf8)) }
    }

    /// The word features' weights are shrunk by their own penalty, not the inputs' (round 22): with
    /// inputs that carry nothing, the inputs' L2 leaves the word weights as they are, and only the
    /// word L2 moves them.
    @Test func wordFeaturesHaveTheirOwnPenalty() {
        let texts = ["I have the rope ready", "the rope is ready tonight", "we went climbing with a rope", "ready for the game"]
        let words = texts.map { WordGrams($0) }
        let inputs = texts.map { _ in [Float](repeating: 0, count: 3) }
        let labels = [true, true, false, false]
        func wordWeights(l2: Double, wordL2: Double) -> [Double] {
            LogisticRegression(iterations: 50, l2: l2, wordL2: wordL2).fit(inputs, words: words, labels).wordWeights ?? []
        }
        let asShipped = wordWeights(l2: 1e-3, wordL2: 1e-5)
        let unmovedByTheInputsPenalty = asShipped == wordWeights(l2: 1e-1, wordL2: 1e-5)
        #expect(unmovedByTheInputsPenalty)
        let size = { (weights: [Double]) -> Double in weights.reduce(0) { $0 + abs($1) } }
        #expect(size(wordWeights(l2: 1e-3, wordL2: 1e-1)) < 0.5 * size(asShipped))
    }

    /// The word features are the buckets `scripts/safety/word_features.py` gives (the experiments
    /// that chose them must describe the shipped head): accents, case and curly apostrophes folded.
    @Test func wordFeaturesMatchTheExperimentScript() {
        let french = WordGrams("Je veux me foutre en l\u{2019}air.")
        #expect(WordGrams.words(of: "Je veux me foutre en l\u{2019}air.").map { String(decoding: $0, as: UTF8.self) }
            == ["je", "veux", "me", "foutre", "en", "l'air"])
        #expect(french.buckets.count == 56 && Array(french.buckets.prefix(6)) == [1501, 2047, 3137, 4557, 5267, 5926])
        let spanish = WordGrams("Ya NO aguanto más")
        #expect(spanish.buckets.count == 37 && Array(spanish.buckets.prefix(6)) == [383, 2469, 3186, 4681, 5059, 5095])
        #expect(abs(spanish.value * spanish.value * Double(spanish.buckets.count) - 1) < 1e-12)
        #expect(WordGrams("¡¿…?!").buckets.isEmpty)
    }

    /// The hidden-layer trainer does the arithmetic of `scripts/safety/hidden_head.py` (round 24:
    /// the experiments that chose the shipped head must describe it): its seeded initialisation and
    /// order, standardisation, word features and Adam give the script's probabilities for a tiny
    /// fit, to rounding (the script sums a mini-batch in another order).
    @Test func hiddenHeadMatchesTheExperimentScript() {
        let inputs: [[Float]] = [[0.1, 0.5, -0.2], [0.3, -0.1, 0.4], [0.0, 0.2, 0.2], [0.5, 0.5, 0.1], [-0.3, 0.1, 0.0], [0.2, -0.4, 0.3]]
        let texts = ["I have the rope ready", "the rope is ready tonight", "we went climbing with a rope", "ready for the game",
                     "pills saved up", "pills for my headache"]
        let words = texts.map { WordGrams($0) }
        let head = NeuralHeadTrainer(hiddenUnits: 4, epochs: 3, batchSize: 2, l2: 1e-3, wordL2: 1e-6, seed: 14)
            .fit(inputs, words: words, [true, true, false, false, true, false])
        let script = [0.505459, 0.471497, 0.37422, 0.619263, 0.647211, 0.553405]
        for (index, expected) in script.enumerated() {
            #expect(abs(Double(head.probability(inputs[index], words: words[index])) - expected) < 1e-5, "sentence \(index)")
        }
    }

    /// A tiny corpus through the real trainer, the crisis head a plain regression and with a hidden
    /// layer (both reading the word features): the same weights bit for bit, and families kept whole.
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
        let extractor = try Self.smallExtractor(embedder)
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
        #expect(classifier.crisis.wordWeights != nil && classifier.concern.hidden == nil && classifier.concern.wordWeights == nil)
        // A file with word features (version 3) or a hidden layer (version 4) must say so, so that
        // a build that knows only an older version refuses it.
        let version = CrisisClassifier.version(hidden: hiddenUnits > 0, readsWords: true)
        #expect(version == (hiddenUnits > 0 ? 4 : 3))
        let relabelled = String(decoding: first, as: UTF8.self).replacingOccurrences(of: "\"version\":\(version)", with: "\"version\":1")
        try Data(relabelled.utf8).write(to: folder.appendingPathComponent("v.json"))
        #expect(throws: PulsumError.self) { try CrisisClassifier.load(from: folder.appendingPathComponent("v.json"), expectedSHA256: nil) }
        let agent = try SafetyAgent(embedder: embedder, prototypes: [CrisisPrototype(id: "A", text: "I want to die", category: .passiveWish)],
                                    prototypeVectors: embedder.embed(["I want to die"]), vocabulary: ShippedScreen.vocabulary(),
                                    classifier: classifier)
        #expect(try agent.assess("lovely walk in the park").level != .crisis)
    }

    /// The thresholds are chosen on the screen as it runs: an everyday long message with one
    /// sentence worded like the crisis families counts, out of fold, as its highest sentence does
    /// when it is scored in pieces, so the same false-alarm budget needs a higher threshold.
    @Test func heldOutTextsAreScoredInThePiecesTheScreenJudges() throws {
        var corpus: [TrainingSentence] = []
        for family in 0..<12 {
            for variant in 0..<4 {
                let (text, label): (String, SafetyLevel) = switch family % 3 {
                case 0: ("zorp blick quen \(variant) \(family)", .crisis)
                case 1: ("lovely walk \(variant) in the park \(family)", .safe)
                default: ("Lovely walk in the park \(family). Zorp blick quen \(variant). Sunny day.", .safe)
                }
                corpus.append(TrainingSentence(text: text, label: label, category: label == .crisis ? "active_ideation" : "benign",
                                               family: "f\(family)"))
            }
        }
        let embedder = WordHashEmbedder()
        let extractor = try Self.smallExtractor(embedder, prototype: "zorp blick quen", category: .activeIdeation)
        let texts = corpus.map(\.text)
        let pieces = try extractor.screenPieces(for: texts)
        #expect(pieces.map(\.count) == corpus.indices.map { corpus[$0].text.hasPrefix("Lovely") ? 4 : 0 })
        var settings = CrisisClassifierTrainer.Settings()
        settings.hiddenUnits = 0
        let inputs = try extractor.inputs(for: texts)
        let asOneInput = try CrisisClassifierTrainer.crossValidate(sentences: corpus, inputs: inputs, settings: settings)
        let inPieces = try CrisisClassifierTrainer.crossValidate(sentences: corpus, inputs: inputs, pieces: pieces, settings: settings)
        #expect(inPieces.crisisThreshold > asOneInput.crisisThreshold)
    }

    /// The crisis head learns each piece of a safe or distress text as not crisis, and nothing of
    /// a crisis text's pieces (its sentences carry no label of their own).
    @Test func theCrisisHeadLearnsThePiecesOfTextsThatAreNotCrisis() throws {
        let corpus = [TrainingSentence(text: "Lovely walk. Sunny day.", label: .safe, category: "benign", family: "f0"),
                      TrainingSentence(text: "Awful week. I cannot cope.", label: .caution, category: "distress", family: "f1"),
                      TrainingSentence(text: "Bad day. Zorp blick quen.", label: .crisis, category: "plan", family: "f2"),
                      TrainingSentence(text: "lovely walk", label: .safe, category: "benign", family: "f3")]
        let embedder = WordHashEmbedder()
        let extractor = try Self.smallExtractor(embedder, prototype: "zorp blick quen", category: .plan)
        let texts = corpus.map(\.text)
        let inputs = try extractor.inputs(for: texts)
        let pieces = try extractor.screenPieces(for: texts)
        #expect(pieces.map(\.count) == [3, 3, 3, 0])
        let examples = CrisisClassifierTrainer.crisisExamples(Array(corpus.indices), sentences: corpus, inputs: inputs,
                                                              words: texts.map { WordGrams($0) }, pieces: pieces)
        #expect(examples.labels == [false, false, true, false] + [Bool](repeating: false, count: 6))
        #expect(examples.inputs.count == 10 && examples.words?.count == 10)
        #expect(Array(examples.inputs.suffix(6)) == (pieces[0] + pieces[1]).map(\.input))
    }
}
