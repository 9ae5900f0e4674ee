import Testing
@testable import PulsumSafety

@Suite struct ClauseSplitterTests {
    @Test func splitsAtPunctuationAndConnectives() {
        #expect(ClauseSplitter.clauses(of: "Work was fine, I had lunch and then I went home")
            == ["Work was fine", "I had lunch", "and then I went home"])
        #expect(ClauseSplitter.clauses(of: "estoy cansada porque no duermo y no como")
            == ["estoy cansada", "porque no duermo", "y no como"])
        #expect(ClauseSplitter.clauses(of: "je suis épuisé parce que je dors mal; et toi ?")
            == ["je suis épuisé", "parce que je dors mal", "et toi"])
    }

    @Test func keepsWordsThatOnlyContainAConnective() {
        #expect(ClauseSplitter.clauses(of: "Candy at the bandstand") == ["Candy at the bandstand"])
        #expect(ClauseSplitter.clauses(of: "") == [""])
    }
}
