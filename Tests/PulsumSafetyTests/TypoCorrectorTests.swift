import Testing
@testable import PulsumSafety

/// Keyboard slips and chat spellings are read as meant, and real words are never changed.
struct TypoCorrectorTests {
    @Test func undoesOneSlipInAWordThePatternsUse() {
        let corrector = TypoCorrector(targets: ["pills", "suicide", "ending", "thinking"], others: ["college"])
        #expect(corrector.correct("plils") == "pills")
        #expect(corrector.correct("suicde") == "suicide")
        #expect(corrector.correct("endin") == "ending")
        #expect(corrector.correct("thinkin") == "thinking")
        #expect(corrector.correct("college") == "college")
        #expect(corrector.correct("pilsl") == "pills")
        #expect(corrector.correct("table") == "table")
    }

    @Test func leavesASlipThatTwoWordsCouldExplain() {
        let corrector = TypoCorrector(targets: ["trail", "trial"], others: [])
        #expect(corrector.correct("trial") == "trial")
        #expect(corrector.correct("tiral") == "trial")
    }

    @Test(arguments: [
        ("thinkin bout endin it 2nite", "thinking about ending it tonight"),
        ("jvais en finir", "je vais en finir"),
        ("kiero morirme", "quiero morirme"),
        ("jk lol", "jk lol"),
    ])
    func shippedScreenReadsChatSpellings(text: String, meant: String) throws {
        let vocabulary = try ShippedScreen.vocabulary()
        #expect(TextNormalizer.normalize(text).tokens.map(vocabulary.typos.correct).joined(separator: " ") == meant)
    }

    @Test func aNegatedThoughtLeadIsNotACrisis() throws {
        let findings = try ShippedScreen.findings("I'm not thinking of ending it, just exhausted")
        #expect(!findings.contains { $0.isCurrentCrisisCategory })
        #expect(findings.contains { $0.effect == .negated })
    }
}
