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
        // Rounds 9 and 10: acts for the purpose of dying, attempts, plans and farewells in plain words.
        ("I took all my insulin on purpose", .attempt, "grammar.act-to-die"),
        ("Me tomé las pastillas de mi abuela para morirme", .attempt, "grammar.act-to-die"),
        ("Je me suis ouvert les veines pour en finir", .attempt, "grammar.act-to-die"),
        ("I'm in the canal and I can't feel my legs", .attempt, "grammar.in-progress"),
        ("washed down my pills with whisky", .attempt, "grammar.in-progress"),
        ("I've written letters for my son for every birthday", .preparation, "grammar.farewell"),
        ("decision made, I'm going through with it", .intent, "grammar.resolve-to-act"),
        ("Samedi, c'est fini pour moi", .plan, "grammar.not-around"),
        ("I hope my heart just gives out in my sleep", .passiveWish, "grammar.wish-to-be-dead"),
        // Short chat messages are also read as one.
        ("got the rifle out\nloaded\nits time", .preparation, "grammar.ready-firearm"),
        // Round 12: wishes, self-injury and thoughts of a means read by word class.
        ("honestly i just want to not wake up tomorrow", .passiveWish, "grammar.wish-outcome"),
        ("Ojalá me hubiera muerto en ese accidente", .passiveWish, "grammar.wish-outcome"),
        ("J'aimerais m'endormir et jamais me réveiller", .passiveWish, "grammar.wish-outcome"),
        ("Le pido a Dios que me recoja pronto", .passiveWish, "grammar.wish-outcome"),
        ("Que la mort vienne me prendre cette nuit", .passiveWish, "grammar.wish-outcome"),
        ("if i slipped off this ladder and died that'd be fine", .passiveWish, "grammar.death-accepted"),
        ("Si je meurs pendant l'opération, tant mieux", .passiveWish, "grammar.death-accepted"),
        ("I keep thinking about driving so fast one night that I don't wake up", .method, "grammar.thinks-of-dying-by"),
        ("Je pense à la boîte de somnifères dans la salle de bain", .method, "grammar.thinks-of-method"),
        ("I press the hot iron against my thigh to punish myself", .selfInjury, "grammar.hurts-own-body"),
        ("Golpeo la pared con los nudillos cuando me siento inútil", .selfInjury, "grammar.hurts-own-body"),
        ("Je me gratte les poignets exprès avec une lame de taille-crayon", .selfInjury, "grammar.hurts-own-body"),
        // Round 33: death welcomed as the subject of its clause; means and thoughts in every language.
        ("Dying in my sleep tonight would honestly be a relief", .passiveWish, "grammar.death-welcomed"),
        ("Morirme de una vez sería un descanso", .passiveWish, "grammar.death-welcomed"),
        ("Mourir d'un coup au boulot, ça me soulagerait", .passiveWish, "grammar.death-welcomed"),
        ("No dejo de darle vueltas al cianuro", .method, "grammar.thinks-of-method"),
        ("Je n'arrête pas de penser au désherbant dans la remise", .method, "grammar.thinks-of-method"),
    ])
    func plainWordingIsFoundInItsCategory(text: String, category: CrisisCategory, id: String) throws {
        let found = try current(text)
        #expect(found.contains(PhraseFinding(id: id, effect: .crisis, category: category)), "\(found.map(\.reason))")
        #expect(found.first { $0.id == id }?.level == (category.callsCrisisOnItsOwn ? .crisis : .caution))
    }

    @Test(arguments: ["I bought a book about poisons", "I keep thinking about the bridge run on Sunday",
                      "Someone else's car is running in the garage", "My grandpa held a lighter to the candle",
                      "I hope the weekend takes me somewhere warm", "We are writing our wills because the baby is born",
                      // Rounds 9 and 10: a time or a strength is no count of pills; moves, idioms, intrusive thoughts.
                      "took 1 sleeping pill at 10 and I'm still awake", "Je peux prendre combien de Doliprane 1000 par jour ?",
                      "I'm giving away my books and my bike because I'm moving abroad", "Planning to drown myself in pasta tonight",
                      "I wanted the ground to swallow me whole", "Jvais en finir avec ces thuyas samedi",
                      "I get an urge to jump when I'm on a balcony, but I'm not suicidal at all",
                      "Whenever I cross a bridge I get intrusive thoughts about jumping off",
                      "il y a longtemps je me coupais\nmais plus maintenant",
                      // Round 12: wishes about other things, waking someone, fear of dying, accidents.
                      "I hope I don't wake up the baby when I get home", "I wish I could sleep until noon and wake up rested",
                      "I hope my old phone dies soon so I can get a new one", "ojalá se muera el mosquito que me picó",
                      "I keep thinking about how scared I am to die in surgery", "I cut my hand chopping onions again",
                      "casi me mato con la bici esta mañana", "je me tue à te le répéter",
                      "Nunca he pensado en quitarme la vida, solo estoy agotada",
                      "I dropped the kids at school and then took two paracetamol for my headache"])
    func counterExamplesAreNotCrisis(text: String) throws {
        let found = try ShippedScreen.findings(text)
        #expect(found.allSatisfy { $0.level(inOneSentence: true) != .crisis }, "\(found.map(\.reason))")
    }

    /// Round 33: an idiom does not hide a wish, and only the writer's own death is welcomed.
    @Test func aWishIsNotAnIdiom() throws {
        let wished = try ShippedScreen.findings("I wish I could sleep forever")
        #expect(wished.contains { $0.category == .passiveWish && $0.isCurrentCrisisCategory }, "\(wished.map(\.reason))")
        let tired = try ShippedScreen.findings("I'm so tired I could sleep forever")
        #expect(tired.allSatisfy { $0.level == .safe }, "\(tired.map(\.reason))")
    }

    @Test(arguments: ["My grandmother dying was a relief after months of pain", "Dying my hair blue was a relief",
                      "Dying scares me more than it would relieve anyone", "Mourir ne me soulagerait de rien"])
    func onlyTheWritersOwnDeathIsWelcomed(text: String) throws {
        let found = try current(text)
        #expect(!found.contains { $0.id == "grammar.death-welcomed" }, "\(found.map(\.reason))")
    }

    /// A denial elsewhere in the text lowers thoughts of a method, intent and active ideation, never
    /// self-injury, a passive wish or an act: those stay current.
    @Test(arguments: ["I'm not suicidal, but I cut my arm again last night",
                      "I'm not planning anything, but I hope the plane crashes with me on it",
                      "I have no intention of harming myself. I took all my pills on purpose an hour ago"])
    func aDenialLeavesActsAndWishesCurrent(text: String) throws {
        let found = try ShippedScreen.findings(text)
        #expect(found.contains { $0.isCurrentCrisisCategory }, "\(found.map(\.reason))")
    }

    /// Killing oneself in any tense is current, not only the infinitive; a person after a verb and
    /// a determiner is its object, not the one acting.
    @Test(arguments: ["Ese es el día en que me quito la vida", "C'est là que je me tue, samedi", "J'ai décidé de mourir",
                      "I've chosen to die and nothing will change it", "im gonna top myself",
                      "I dropped the kids at school and came home and took all my tablets"])
    func killingOneselfInAnyTenseIsCurrent(text: String) throws {
        let found = try ShippedScreen.findings(text)
        #expect(found.contains { $0.isCurrentCrisisCategory }, "\(found.map(\.reason))")
    }

    @Test(arguments: [
        ("My uncle bought a rifle", PhraseFinding.Effect.thirdPerson),
        ("I think the kids took all my pills", .thirdPerson),
        ("i dont wanna die, just venting", .negated),
        ("I would never buy a gun", .negated),
        ("Years ago I stockpiled pills", .past),
    ])
    func framesTurnTheRuleIntoCaution(text: String, effect: PhraseFinding.Effect) throws {
        let found = try current(text)
        #expect(found.contains { $0.effect == effect }, "\(found.map(\.reason))")
        #expect(!found.contains { $0.level(inOneSentence: true) == .crisis })
    }

    @Test(arguments: ["I bought rope for sailing", "Took two paracetamol for the fever", "kill the job and restart it",
                      "The thriller's villain hides a gun in chapter two", "Tonight I'm cooking for friends"])
    func benignFramesSilenceTheRules(text: String) throws {
        #expect(try ShippedScreen.findings(text).allSatisfy { $0.level(inOneSentence: true) != .crisis })
    }

    @Test func aFirstPersonMeansMentionIsAtLeastCaution() throws {
        let found = try ShippedScreen.findings("I keep my meds in the kitchen drawer")
        #expect(found.map(\.level).max() == .caution)
        #expect(found.map(\.reason).contains("crisis:topic:grammar.means-medication"))
    }
}
