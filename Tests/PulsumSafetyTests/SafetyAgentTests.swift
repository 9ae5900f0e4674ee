import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumSafety

@Suite struct SafetyAgentTests {
    private let prototypes = [
        CrisisPrototype(id: "A", text: "nobody would notice the empty chair at dinner", category: .passiveWish),
        CrisisPrototype(id: "B", text: "a ghost drifting through grey rooms", category: .passiveWish),
    ]

    /// A classifier that reads only the prototype similarity: crisis from 0.9, concern from 0.5.
    static func similarityClassifier(modelID: String = "word-hash-test", dimension: Int = 64) -> CrisisClassifier {
        func head(bias: Float) -> CrisisClassifier.Head {
            var weights = [Float](repeating: 0, count: dimension + ScreenFeatures.names.count)
            weights[dimension] = 100
            return CrisisClassifier.Head(weights: weights, bias: bias, threshold: 0.5)
        }
        return CrisisClassifier(crisis: head(bias: -90), concern: head(bias: -50), modelID: modelID, embeddingDimension: dimension)
    }

    private func agent(_ embedder: WordHashEmbedder = WordHashEmbedder(),
                       classifier: CrisisClassifier = similarityClassifier()) throws -> SafetyAgent {
        try SafetyAgent(embedder: embedder, prototypes: prototypes, prototypeVectors: embedder.embed(prototypes.map(\.text)),
                        vocabulary: ShippedScreen.vocabulary(), classifier: classifier)
    }

    @Test func embedsOnlyTheTextWhenPrototypesAreCached() throws {
        let embedder = WordHashEmbedder()
        let screen = try agent(embedder)
        #expect(embedder.textsEmbedded == 2)
        _ = try screen.assess("hello there")
        _ = try screen.assess("hello again")
        #expect(embedder.textsEmbedded == 4)
    }

    @Test func classifierCrisisAloneIsCrisisAndNamesTheClosestCategory() throws {
        let result = try agent().assess("Nobody would notice the empty chair at dinner.")
        #expect(result.level == .crisis)
        #expect(result.reasons == ["classifier:crisis p=1.000", "prototype:A passive_wish similarity=1.000"])
        #expect(result.response == CrisisResponse.text)
    }

    @Test func classifierConcernIsCaution() throws {
        let screen = try agent()
        #expect(try screen.assess("nobody would notice").level == .caution)
        #expect(try screen.assess("what a lovely sunny morning").level == .safe)
    }

    @Test(arguments: [("honestly i want to die", "crisis:passive_wish:en.want-to-die"),
                      ("honestly i swallowed 35 tablets", "crisis:attempt:grammar.took-lethal-quantity")])
    func ruleCrisisNeedsNoClassifier(text: String, reason: String) throws {
        let result = try agent().assess(text)
        #expect(result.level == .crisis)
        #expect(result.reasons.first == reason)
    }

    /// In a text of several sentences, whose frame may sit in another sentence, a phrase-list wish
    /// is caution from the rules; the crisis head decides crisis.
    @Test func aPhraseListWishInALongerTextIsCaution() throws {
        let result = try agent().assess("Long shift at the depot today. honestly i want to die")
        #expect(result.level == .caution)
        #expect(result.reasons.first == "crisis:passive_wish:en.want-to-die")
    }

    /// A passive wish, active ideation or self-injury read only by the grammar's word classes is
    /// caution from the rules; the crisis head, which reads their flags, decides crisis.
    @Test func aWishOnlyTheGrammarReadsIsCaution() throws {
        let result = try agent().assess("Dying in my sleep tonight would honestly be a relief")
        #expect(result.level == .caution)
        #expect(result.reasons.first == "crisis:passive_wish:grammar.death-welcomed")
    }

    @Test func grammarFindsPreparationTheClassifierMisses() throws {
        let result = try agent().assess("Picked up a shotgun this morning.")
        #expect(result.level == .crisis)
        #expect(result.reasons.first == "crisis:preparation:grammar.acquire-firearm")
    }

    @Test func noLayerLowersAnother() throws {
        let screen = try agent()
        // A negation in one sentence does not excuse the classifier's crisis in the next…
        #expect(try screen.assess("I'm not suicidal. Nobody would notice the empty chair at dinner.").level == .crisis)
        // …and a classifier that says safe to everything cannot silence a rule.
        let deaf = CrisisClassifier(
            crisis: .init(weights: [Float](repeating: 0, count: 64 + ScreenFeatures.names.count), bias: -50, threshold: 0.5),
            concern: .init(weights: [Float](repeating: 0, count: 64 + ScreenFeatures.names.count), bias: -50, threshold: 0.5),
            modelID: "word-hash-test", embeddingDimension: 64)
        #expect(try agent(classifier: deaf).assess("I tied the noose last night").level == .crisis)
        #expect(try agent(classifier: deaf).assess("I feel hopeless").level == .caution)
    }

    @Test func benignIdiomIsSafeWithEmptyResponse() throws {
        let result = try agent().assess("This workout is killing me")
        #expect(result.level == .safe)
        #expect(result.response.isEmpty)
        #expect(result.reasons.first == "idiom:topic:en.idiom.kill")
    }

    @Test func emptyTextIsSafeWithoutEmbedding() throws {
        let embedder = WordHashEmbedder()
        let result = try agent(embedder).assess("  \n ")
        #expect(result == SafetyAssessment(level: .safe, reasons: []))
        #expect(embedder.textsEmbedded == 2)
    }

    @Test func responseNeverEchoesTheText() throws {
        let text = "I want to kill myself with zebra-unicorn-42"
        let result = try agent().assess(text)
        #expect(!result.response.contains("zebra"))
        #expect(!result.reasons.joined().contains("zebra"))
    }

    /// 10,000 lines, one risky: found, with the model fed in bounded batches.
    @Test(arguments: [7_777, 1, 10_000])
    func riskIsFoundAnywhereInALongText(line: Int) throws {
        let embedder = WordHashEmbedder()
        let lines = (1...10_000).map { $0 == line ? "I have the rope ready in the shed" : "Day \($0): slept fine and walked the dog" }
        let result = try agent(embedder).assess(lines.joined(separator: "\n"))
        #expect(result.level == .crisis)
        #expect(result.reasons.first == "crisis:preparation:grammar.ready-rope")
        #expect(embedder.largestBatch <= SafetyFeatureExtractor.batchSize)
    }

    @Test func repeatedSentencesAreEmbeddedOnce() throws {
        let embedder = WordHashEmbedder()
        _ = try agent(embedder).assess(String(repeating: "Slept fine. ", count: 5_000))
        #expect(embedder.textsEmbedded == 2 + 1)
    }

    @Test func refusesBadPrototypesEmbedderOrClassifier() throws {
        #expect(throws: PulsumError.self) { try SafetyAgent(embedder: WordHashEmbedder(), prototypes: []) }
        #expect(throws: PulsumError.self) { try agent(classifier: Self.similarityClassifier(modelID: "another-model")) }
        #expect(throws: PulsumError.self) {
            try SafetyAgent(embedder: BrokenEmbedder(), prototypes: prototypes, prototypeVectors: [[1, 0], [0, 1]],
                            vocabulary: ShippedScreen.vocabulary(), classifier: Self.similarityClassifier(modelID: "broken", dimension: 8))
        }
    }

    @Test func crisisResponseNamesEveryResource() {
        for needle in ["988", "call or text 988", "988lifeline.org", "911", "local emergency number",
                       "findahelpline.com", "Pulsum is not a crisis service"] {
            #expect(CrisisResponse.text.contains(needle), "\(needle)")
        }
    }

    @Test func levelsAreOrdered() {
        #expect(SafetyLevel.safe < .caution && SafetyLevel.caution < .crisis)
    }
}
