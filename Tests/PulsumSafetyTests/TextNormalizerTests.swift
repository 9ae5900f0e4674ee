import Testing
@testable import PulsumSafety

@Suite struct TextNormalizerTests {
    @Test(arguments: [
        ("I’M NOT okay", "i am not okay"),
        ("Ｉ want to ＤＩＥ", "i want to die"),
        ("i dont wanna be here", "i do not want to be here"),
        ("im gonna end it", "i am going to end it"),
        ("kms", "kill myself"),
        ("I can't, I won't", "i can not i will not"),
        ("she's tired, it's late", "she is tired it is late"),
        ("my friend's car", "my friend car"),
        ("self-harm", "self harm"),
        ("soooo   tired!!!", "so tired"),
        ("I want to diiiie", "i want to die"),
        ("good kill", "good kill"),
        ("j’ai envie de mourir", "je ai envie de mourir"),
        ("QUIERO MORIR, sin mí", "quiero morir sin mi"),
        ("désespérée", "desesperee"),
        ("ran 5 kms", "ran 5 kms"),
        ("“quoted” text", "quoted text"),
    ])
    func normalises(input: String, expected: String) {
        #expect(TextNormalizer.normalize(input).joined == expected)
    }

    @Test func clausesEndAtCommasButNotAtSpaces() {
        let text = TextNormalizer.normalize("I'm not sad, I want to die")
        #expect(text.tokens == ["i", "am", "not", "sad", "i", "want", "to", "die"])
        #expect(text.clauses == [0, 0, 0, 0, 1, 1, 1, 1])
    }

    @Test func emptyAndPunctuationOnlyTextHaveNoTokens() {
        #expect(TextNormalizer.normalize("").tokens.isEmpty)
        #expect(TextNormalizer.normalize(" ... !! ").tokens.isEmpty)
    }
}
