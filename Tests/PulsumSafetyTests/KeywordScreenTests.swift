import Testing
@testable import PulsumSafety

@Suite struct KeywordScreenTests {
    /// `effect:id` of each finding (the category is checked in `MeansGrammarTests`).
    private func reasons(_ text: String) throws -> [String] {
        try ShippedScreen.findings(text).map { "\($0.effect.rawValue):\($0.id)" }
    }

    private func effects(_ text: String) throws -> Set<PhraseFinding.Effect> {
        Set(try ShippedScreen.findings(text).map(\.effect))
    }

    @Test(arguments: [
        ("I want to kill myself", "crisis:en.kill-myself"),
        ("i wanna kms", "crisis:en.kill-myself"),
        ("I’ve been thinking about ending my life", "crisis:en.end-my-life"),
        ("im gonna end it all", "crisis:en.end-my-life"),
        ("I'm suicidal", "crisis:en.suicide-intent"),
        ("I dont want to be alive anymore", "crisis:en.want-to-die"),
        ("I hope I don't wake up tomorrow", "crisis:en.want-to-die"),
        ("My family would be better off without me", "crisis:en.burden-gone"),
        ("I keep hurting myself on purpose", "crisis:en.self-harm"),
        ("I'm going to take all my pills", "crisis:en.means"),
        ("QUIERO MORIR", "crisis:es.quiero-morir"),
        ("voy a quitarme la vida", "crisis:es.matarme"),
        ("todos estarían mejor sin mí", "crisis:es.carga"),
        ("je veux mourir", "crisis:fr.veux-mourir"),
        ("j'ai envie de me tuer", "crisis:fr.me-tuer"),
        ("je ne veux plus vivre", "crisis:fr.ne-plus-vivre"),
        ("He pensado en quitarme la vida", "crisis:es.matarme"),
        ("Tomé pastillas para matarme y ya no veo bien", "crisis:es.matarme"),
        ("wish i could uninstall myself", "crisis:en.exit-life"),
        ("if I died in my sleep that would be fine", "crisis:en.welcome-death"),
        ("ya me puedo matar", "crisis:es.decidido"),
        ("si me muriera mañana, mejor", "crisis:es.si-muero"),
        ("cette fois je ne me raterai pas", "crisis:fr.decide"),
        ("si je crève cet hiver, tant mieux", "crisis:fr.si-je-meurs"),
    ])
    func findsFirstPersonCrisis(text: String, reason: String) throws {
        #expect(try reasons(text).contains(reason))
    }

    @Test(arguments: [
        ("I'm not suicidal, just really burnt out", PhraseFinding.Effect.negated),
        ("I would never kill myself", .negated),
        ("no quiero morir", .negated),
        ("je ne veux pas mourir", .negated),
        ("My friend told me she wants to kill herself", .thirdPerson),
        ("My brother said he wants to die", .thirdPerson),
        ("mi hermano quiere suicidarse", .thirdPerson),
        ("I attempted suicide years ago", .past),
        ("Back in college I wanted to die every day", .past),
        ("I feel hopeless and exhausted all the time", .distress),
        ("nobody cares about me", .distress),
        ("je n'en peux plus", .distress),
        ("I no longer cut myself", .negated),
        // Round 6b's wider frames (docs/safety.md, "Frames, read widely").
        // Negation reaching across the thought it denies.
        ("I'm not having any thoughts of hurting myself", PhraseFinding.Effect.negated),
        ("no tengo ninguna idea de lastimarme", .negated),
        ("je n'ai aucune envie de me faire du mal", .negated),
        ("jai pas envie de mourir, juste de dormir", .negated),
        // Round 19: a denial after or before the phrase, and negations that reach further.
        ("Hacerme daño no se me pasa por la cabeza, solo estoy cansada", .negated),
        ("Me tuer, ça ne me traverse pas l'esprit", .negated),
        ("Killing myself has never been an option for me", .negated),
        ("Ni se me pasa por la cabeza quitarme la vida", .negated),
        ("jamais je vais me tuer, mes enfants ont besoin de moi", .negated),
        ("I've never once had thoughts of ending my life", .negated),
        ("zero thoughts of hurting myself, just stressed", .negated),
        // Round 20: someone else asked the writer ("me preguntaron", "on m'a demandé"), answered no.
        ("Me preguntaron si tenía ideas de hacerme daño y dije que no", .negated),
        ("Le pharmacien m'a demandé si j'avais des idées suicidaires", .thirdPerson),
        ("La matrona me preguntó si había pensado en hacerme daño y le dije que no", .negated),
        ("On the form the question on thoughts of hurting myself, I ticked 'not at all'", .negated),
        // A screening question answered no, or reported without an answer.
        ("The therapist asked whether I had any thoughts of killing myself and I said no", .negated),
        ("The intake form asked about suicidal thoughts", .thirdPerson),
        // The distant past: an age, years ago, a stage of life, a recovery count.
        ("At seventeen I tried to kill myself", .past),
        ("Hace quince años intenté quitarme la vida", .past),
        ("Il y a douze ans, j'ai essayé de me tuer", .past),
        ("me cortaba en la secundaria", .past),
        ("3 años libre de autolesiones hoy", .past),
        ("Two years self-harm free today", .past),
        // Someone else: reported speech, a character.
        ("my nephew said \"I want to kill myself\" at school", .thirdPerson),
        ("mi paciente me dijo que tiene ganas de morir", .thirdPerson),
        ("une élève m'a dit qu'elle n'a aucune raison de vivre", .thirdPerson),
        ("The protagonist of my screenplay wants to die", .thirdPerson),
    ])
    func contextTurnsCrisisWordsIntoCaution(text: String, effect: PhraseFinding.Effect) throws {
        let found = try effects(text)
        let named = try reasons(text)
        #expect(found.contains(effect), "\(named)")
        #expect(!found.contains(.crisis), "\(named)")
    }

    @Test(arguments: [
        "I can't stop thinking about killing myself", "I don't know why I want to die",
        "I cut myself again last night", "I'm not okay. I want to die", "I'm not suicidal but I want to die",
        "my friend says I should kill myself and I think I will", "quiero morirme, ¿no?",
        "I want to kill myself and nothing helps",
        // The writer's own question stays the writer's ("me pregunto si", "je me demande si").
        "me pregunto si no sería mejor matarme", "je me demande si je devrais me tuer",
        "I have a question about how to kill myself without pain",
    ])
    func negationOrOthersElsewhereDoNotExcuseCrisis(text: String) throws {
        #expect(try effects(text).contains(.crisis))
    }

    @Test(arguments: [
        "This workout is killing me", "I'm killing it this week", "I'm dying to try that route",
        "dead tired after the night shift", "I could murder a pizza right now", "She's a skilled climber",
        "I nearly died laughing", "overdosed on sugar at the party lol", "I need to cut down on caffeine",
        "I want to kill this habit of snacking", "I nearly killed myself laughing", "ran 5 kms this morning",
        "I want to take my life in a new direction", "me muero de hambre", "je suis crevé",
        "I'm reading a novel about a detective investigating a suicide",
    ])
    func benignIdiomsAndTrapsNeverTrigger(text: String) throws {
        let found = try reasons(text)
        #expect(try effects(text).isSubset(of: [.idiom]), "\(found)")
    }

    @Test func bareTopicOutsideAnInformationalSentenceIsCaution() throws {
        #expect(try effects("suicide") == [.mention])
        #expect(try effects("suicide prevention research").isEmpty)
    }

    // MARK: Frames read more widely (round 6)

    @Test(arguments: [
        "mon frère va me tuer s'il voit la voiture", "mi papá me va a matar cuando vea la nota",
        "I laughed so hard I thought I was going to die", "le lundi matin ça me tue",
        "Para mi tesis comparo las tasas de suicidio por país", "I got my sertraline refill at the pharmacy today",
    ])
    func widerIdiomsAndInformationalFramesAreNoCrisis(text: String) throws {
        let named = try reasons(text)
        #expect(try !effects(text).contains(.crisis), "\(named)")
    }

    @Test(arguments: [
        "je vais me tuer", "me voy a matar", "je sais pas jai envie de mourir", "Je n'ai plus envie de vivre",
        "I can't stop having thoughts of killing myself", "The nurse asked if I was suicidal and I said yes",
        "I want to ask if it is normal to want to die", "She asked if I was fine and I want to die",
        "The doctor asked whether I was suicidal and I lied and said no", "hace años que quiero morirme",
        "I was suicidal at sixteen and I'm suicidal again now", "my mom said \"stop crying\" and I want to die",
        "She told me I'm a burden and I want to die", "Termino la tesis el lunes y esa noche me mato",
        "I'm saving my sertraline refills to take them all at once", "I've been stockpiling pills from each prescription",
    ])
    func widerFramesNeverExcuseTheWritersCrisis(text: String) throws {
        let named = try reasons(text)
        #expect(try effects(text).contains(.crisis), "\(named)")
    }
}
