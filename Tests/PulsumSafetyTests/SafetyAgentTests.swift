import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumSafety

@Suite struct SafetyAgentTests {
    private let prototypes = [
        CrisisPrototype(id: "A", text: "nobody would notice the empty chair at dinner"),
        CrisisPrototype(id: "B", text: "a ghost drifting through grey rooms"),
    ]
    private let thresholds = SafetyThresholds(crisis: 0.9, middle: 0.7, caution: 0.5)

    private func agent(_ embedder: WordHashEmbedder = WordHashEmbedder()) throws -> SafetyAgent {
        try SafetyAgent(embedder: embedder, prototypes: prototypes, thresholds: thresholds)
    }

    @Test func embedsPrototypesOnceAtConstruction() throws {
        let embedder = WordHashEmbedder()
        let screen = try agent(embedder)
        #expect(embedder.textsEmbedded == 2)
        _ = try screen.assess("hello there")
        _ = try screen.assess("hello again")
        #expect(embedder.textsEmbedded == 4)
    }

    @Test func highSimilarityAloneIsCrisis() throws {
        let result = try agent().assess("Nobody would notice the empty chair at dinner.")
        #expect(result.level == .crisis)
        #expect(result.reasons == ["prototype:A similarity=1.000"])
        #expect(result.response == CrisisResponse.text)
    }

    @Test func middleBandNeedsAKeywordForCrisis() throws {
        let screen = try agent()
        let middle = try screen.evidence(for: "nobody would notice the chair")
        let similarity = try #require(middle.closest?.similarity)
        #expect(similarity >= thresholds.middle && similarity < thresholds.crisis)
        #expect(SafetyPolicy.decide(middle, thresholds: thresholds).level == .caution)
        #expect(try screen.assess("Hopeless. Nobody would notice the chair.").level == .crisis)
    }

    @Test func cautionBandIsNeverSafe() throws {
        let screen = try agent()
        let similarity = try #require(try screen.evidence(for: "nobody would notice").closest?.similarity)
        #expect(similarity >= thresholds.caution && similarity < thresholds.middle)
        #expect(try screen.assess("nobody would notice").level == .caution)
        #expect(try screen.assess("grey rooms").level == .caution)
        #expect(try screen.assess("what a lovely sunny morning").level == .safe)
    }

    @Test func mitigatedSentenceCannotBecomeCrisisBySimilarity() throws {
        let result = try agent().assess("My friend wants to kill herself, nobody would notice the empty chair at dinner")
        #expect(result.level == .caution)
        #expect(result.reasons.first == "third-person:en.someone-else")
    }

    @Test func laterSentenceIsJudgedOnItsOwn() throws {
        let result = try agent().assess("I'm not suicidal. Nobody would notice the empty chair at dinner.")
        #expect(result.level == .crisis)
        #expect(result.reasons.contains("negated:en.suicide-intent"))
    }

    @Test func keywordCrisisNeedsNoSimilarity() throws {
        let result = try agent().assess("honestly i want to die")
        #expect(result.level == .crisis)
        #expect(result.reasons.first == "crisis:en.want-to-die")
    }

    @Test func benignTextIsSafeWithEmptyResponse() throws {
        let result = try agent().assess("This workout is killing me")
        #expect(result.level == .safe)
        #expect(result.response.isEmpty)
        #expect(result.reasons.first == "idiom:en.idiom.kill")
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

    @Test func refusesBadPrototypesOrEmbedder() {
        #expect(throws: PulsumError.self) { try SafetyAgent(embedder: WordHashEmbedder(), prototypes: []) }
        #expect(throws: PulsumError.self) { try SafetyAgent(embedder: BrokenEmbedder(), prototypes: prototypes) }
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
