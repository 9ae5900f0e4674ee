extension CrisisLexicon {
    /// Everyday idioms built from the same words as crisis talk. A match hides its words from the
    /// other groups, so "this workout is killing me" or "overdosed on sugar" never count.
    static let idiomEntries: [LexiconEntry] = [
        LexiconEntry(.idiom, "en.idiom.kill", [
            "kill~|killed|killing it", "kill~|killed myself laughing", "is|are|was|were|been|keeps killing me", "kill~ some? time",
            "kill~ my|the|this|that|a|some|these|those|your .. habit~|craving~|urge~|vibe|lights|light|engine|process|bug|tab|app|mood|time",
            "could kill for", "killer workout|view|deal|app|song|set|abs|run|session", "murder~ a|some pizza|burger|coffee|beer|sandwich|steak",
            "slay~", "presentation|talk|show|set killed",
        ]),
        LexiconEntry(.idiom, "en.idiom.die", [
            "dying|die~ to", "to die for", "died|dying|die laughing", "died|dying of laughter|embarrassment|boredom|thirst|hunger",
            "nearly|almost died", "dead tired", "dead on my feet", "dead serious", "dead end", "drop dead gorgeous",
            "phone|watch|battery|laptop|car|tablet|headphones|charger died|is_dead|was_dead|is_dead_again", "dead battery|phone",
            "bored|scared|sick|worked|tickled|freezing to death", "die hard", "diehard",
        ]),
        LexiconEntry(.idiom, "en.idiom.other", [
            "cut~|cut down|back on", "cut~|cut myself some slack", "overdose~ on sugar|caffeine|coffee|candy|chocolate|cake|netflix|tv|carbs|sweets|cookies|sun", "suicide|suicides sprint~|drill~|squeeze",
            "running|ran suicides", "shoot~ me a|an text|message|email|note",
        ]),
        LexiconEntry(.idiom, "es.modismo", [
            "me muero de hambre|sueno|risa|ganas|frio|calor", "muerto|muerta de cansancio|sueno|hambre|risa|frio",
        ]),
        LexiconEntry(.idiom, "fr.expression", [
            "je meurs de faim|soif|envie|rire|froid|chaud", "mort|morte de rire|fatigue", "je suis creve|crevee",
        ]),
    ]
}
