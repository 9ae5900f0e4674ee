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
    ])
    func contextTurnsCrisisWordsIntoCaution(text: String, effect: PhraseFinding.Effect) throws {
        let found = try effects(text)
        #expect(found.contains(effect))
        #expect(!found.contains(.crisis))
    }

    @Test(arguments: [
        "I can't stop thinking about killing myself", "I don't know why I want to die",
        "I cut myself again last night", "I'm not okay. I want to die", "I'm not suicidal but I want to die",
        "my friend says I should kill myself and I think I will",
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
}
