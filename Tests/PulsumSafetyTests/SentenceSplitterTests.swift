import Testing
@testable import PulsumSafety

@Suite struct SentenceSplitterTests {
    @Test func splitsSentencesAndContrasts() {
        #expect(SentenceSplitter.segments(of: "I'm done. I just want it over!") == ["I'm done", "I just want it over"])
        #expect(SentenceSplitter.segments(of: "I'm not suicidal but I want to die")
            == ["I'm not suicidal", "but I want to die"])
        #expect(SentenceSplitter.segments(of: "no quiero morir, pero estoy cansado") == ["no quiero morir", "pero estoy cansado"])
    }

    @Test func keepsWordsThatOnlyContainAContrastWord() {
        #expect(SentenceSplitter.segments(of: "I bought butter") == ["I bought butter"])
    }

    @Test func dropsEmptyPieces() {
        #expect(SentenceSplitter.segments(of: "").isEmpty)
        #expect(SentenceSplitter.segments(of: "...!!\n\n") .isEmpty)
        #expect(SentenceSplitter.segments(of: "¿Qué hago? ¡Ayuda!") == ["Qué hago", "Ayuda"])
    }
}
