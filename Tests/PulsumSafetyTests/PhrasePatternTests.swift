import Testing
@testable import PulsumSafety

@Suite struct PhrasePatternTests {
    private func matches(_ notation: String, _ text: String) -> Bool {
        !PhrasePattern(notation).matches(in: TextNormalizer.normalize(text).tokens).isEmpty
    }

    @Test func matchesWholeWordsOnly() {
        #expect(matches("kill~", "they killed it"))
        #expect(!matches("kill~", "a skilled climber"))
        #expect(!matches("die", "a diet plan"))
    }

    @Test(arguments: ["end", "ends", "ended", "ending"]) func inflectsRegularVerbs(form: String) {
        #expect(matches("end~ my life", "\(form) my life"))
    }

    @Test func appliesSpellingRules() {
        #expect(PhrasePattern.inflections(of: "die").isSuperset(of: ["dies", "died", "dying"]))
        #expect(PhrasePattern.inflections(of: "cut").contains("cutting"))
        #expect(PhrasePattern.inflections(of: "live").isSuperset(of: ["lived", "living"]))
        #expect(PhrasePattern.inflections(of: "try").isSuperset(of: ["tries", "tried"]))
        #expect(!PhrasePattern.inflections(of: "kill").contains("killling"))
    }

    @Test func gapsOptionalsAlternativesAndEnd() {
        #expect(matches("want~ to .. die", "I want to just simply die"))
        #expect(!matches("want~ to .. die", "I want to go for a run and then die"))
        #expect(matches("take~ my own? life", "take my life"))
        #expect(matches("no_one|nobody cares", "no one cares"))
        #expect(!matches("no_one|nobody cares", "no cares"))
        #expect(matches("end it $", "I'm going to end it"))
        #expect(!matches("end it $", "end it with him"))
    }

    @Test func stretchedChatSpellingMatchesPlainWord() {
        #expect(matches("want~ to die", "I want to diiiiie"))
        #expect(matches("kill~ myself", "killllll myself"))
        #expect(!matches("god", "good"))
    }

    @Test func reportsWordsSkippedByAGap() throws {
        let tokens = TextNormalizer.normalize("je ne veux pas mourir").tokens
        let match = try #require(PhrasePattern("veux .. mourir").matches(in: tokens).first)
        #expect(match.skipped.map { tokens[$0] } == ["pas"])
    }
}
