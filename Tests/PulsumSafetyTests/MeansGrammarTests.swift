import Testing
@testable import PulsumSafety

/// The structural rules, one example per rule and language (worded for these tests; the
/// frozen set is never copied here).
@Suite struct MeansGrammarTests {
    private func current(_ text: String) throws -> [PhraseFinding] {
        try ShippedScreen.findings(text).filter { $0.id.hasPrefix("grammar.") }
    }

    @Test(arguments: [
        ("I ordered a pistol online last week", CrisisCategory.preparation, "grammar.acquire-firearm"),
        ("got hold of some rat poison", .preparation, "grammar.acquire-poison"),
        ("The tablets are counted out on my desk", .preparation, "grammar.ready-medication"),
        ("i tied a noose", .preparation, "grammar.ready-rope"),
        ("I swallowed 35 tablets", .attempt, "grammar.took-lethal-quantity"),
        ("downed the whole packet of painkillers", .attempt, "grammar.took-lethal-quantity"),
        ("i'm on the roof right now", .attempt, "grammar.in-progress"),
        ("I'm going to jump off the multistorey car park", .method, "grammar.method-act"),
        ("Tomorrow I'll step in front of the express", .plan, "grammar.method-with-time"),
        ("I'll do it on Sunday when the flat is empty", .plan, "grammar.intent-with-time"),
        ("I've been writing goodbye letters", .preparation, "grammar.farewell"),
        ("Conseguí una escopeta", .preparation, "grammar.acquire-firearm"),
        ("Tengo los somníferos escondidos", .preparation, "grammar.ready-medication"),
        ("Je me suis procuré des balles", .preparation, "grammar.acquire-firearm"),
        ("J'ai avalé trente comprimés", .attempt, "grammar.took-lethal-quantity"),
        // Round 6b (docs/safety.md): the categories half of the hand-written families showed missing.
        ("My car is running in the closed garage", .attempt, "grammar.in-progress"),
        ("I'm on the other side of the bridge railing", .attempt, "grammar.in-progress"),
        ("I keep thinking about stepping forward at the station", .method, "grammar.thinks-of-method"),
        ("The rifle is in the cupboard and I can't stop thinking about it", .method, "grammar.thinks-of-method"),
        ("I held a lighter to my wrist", .selfInjury, "grammar.self-injury"),
        ("I bite my arm until it bleeds", .selfInjury, "grammar.self-injury"),
        ("relapsed last night and cut my arm", .selfInjury, "grammar.self-injury"),
        ("Me clavo las uñas hasta sangrar", .selfInjury, "grammar.self-injury"),
        ("Je me suis encore brûlée", .selfInjury, "grammar.self-injury"),
        ("I hope the avalanche takes me", .passiveWish, "grammar.wish-to-be-dead"),
        ("Ojalá dejara de existir", .passiveWish, "grammar.wish-to-be-dead"),
        ("I won't be alive for my exam", .intent, "grammar.not-around"),
        ("I booked my own cremation", .preparation, "grammar.farewell"),
        ("Cuando me haya matado, que lean la carta", .preparation, "grammar.farewell"),
        ("my 30th is on saturday and I'm doing it", .plan, "grammar.intent-with-time"),
        ("After my exam on Friday I'm jumping off the bridge", .plan, "grammar.method-with-time"),
    ])
    func plainMeansAndPreparationAreCrisis(text: String, category: CrisisCategory, id: String) throws {
        let found = try current(text)
        #expect(found.contains(PhraseFinding(id: id, effect: .crisis, category: category)), "\(found.map(\.reason))")
        #expect(try ShippedScreen.findings(text).map(\.level).max() == .crisis)
    }

    @Test(arguments: ["I bought a book about poisons", "I keep thinking about the bridge run on Sunday",
                      "Someone else's car is running in the garage", "My grandpa held a lighter to the candle",
                      "I hope the weekend takes me somewhere warm", "We are writing our wills because the baby is born"])
    func roundSixCounterExamplesAreNotCrisis(text: String) throws {
        let found = try ShippedScreen.findings(text)
        #expect(found.allSatisfy { $0.level != .crisis }, "\(found.map(\.reason))")
    }

    @Test(arguments: [
        ("My uncle bought a rifle", PhraseFinding.Effect.thirdPerson),
        ("I would never buy a gun", .negated),
        ("Years ago I stockpiled pills", .past),
    ])
    func framesTurnTheRuleIntoCaution(text: String, effect: PhraseFinding.Effect) throws {
        let found = try current(text)
        #expect(found.contains { $0.effect == effect }, "\(found.map(\.reason))")
        #expect(!found.contains { $0.level == .crisis })
    }

    @Test(arguments: ["I bought rope for sailing", "Took two paracetamol for the fever", "kill the job and restart it",
                      "The thriller's villain hides a gun in chapter two", "Tonight I'm cooking for friends"])
    func benignFramesSilenceTheRules(text: String) throws {
        #expect(try ShippedScreen.findings(text).allSatisfy { $0.level != .crisis })
    }

    @Test func aFirstPersonMeansMentionIsAtLeastCaution() throws {
        let found = try ShippedScreen.findings("I keep my meds in the kitchen drawer")
        #expect(found.map(\.level).max() == .caution)
        #expect(found.map(\.reason).contains("crisis:topic:grammar.means-medication"))
    }
}
