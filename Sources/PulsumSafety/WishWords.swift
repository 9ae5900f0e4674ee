/// The word classes of a passive wish read by grammar rather than by phrase (`MeansGrammar+Wishes`):
/// a lead ("hope", "ojalá", "j'aimerais", "it would be a mercy"), then only the writer and small
/// words up to an outcome in any tense — dying ("hubiera muerto"), not waking ("jamais me
/// réveiller"), a power asked to take the writer ("que Dieu me rappelle"). Read from the
/// `wishGrammar` object of `Data/safety/screen-vocabulary.json`.
struct WishWords: Decodable, Sendable {
    /// Wishes, pleas and reliefs that lead to an outcome (PhrasePattern alternatives).
    let leads: [String]
    /// Words that may stand between a lead and its outcome: the writer, auxiliaries, particles,
    /// falling asleep ("I wish I could just go to sleep and never …").
    let fillers: Set<String>
    /// Forms of dying, in every tense the screen has met ("died", "muriera", "mourrais").
    let dying: Set<String>
    /// Forms of waking (or getting up) that a negation turns into not waking.
    let waking: Set<String>
    /// Words after a waking verb that make it ordinary ("wake up the baby", "wake up at six").
    let wakingObjects: Set<String>
    /// Powers that may take a person ("God", "la muerte", "Dieu").
    let powers: Set<String>
    /// Verbs of a power taking the writer ("take", "lleve", "rappelle").
    let takings: Set<String>
    /// Verbs of ceasing ("stop", "dejar", "arrêter") and what the writer would cease to be
    /// ("alive", "existir", "vivre").
    let ceasings: Set<String>
    let beings: Set<String>
    /// Words that open a condition ("if", "si", "quand") on the writer's own death.
    let conditions: Set<String>
    /// Words that accept a death under a condition ("that'd be fine", "tant mieux", "tampoco
    /// pasa nada"; PhrasePattern notation).
    let acceptances: [String]
    /// Words of relief or welcome in any mood, read after dying named as the subject of its own
    /// clause ("dying in my sleep would be a relief", "mourir … ça me soulagerait"; PhrasePattern
    /// notation).
    let reliefs: [String]
    /// Idiom groups a wish lead just before them releases: "I'm so tired I could sleep forever" is
    /// an idiom, "I wish I could sleep forever" a wish (`KeywordScreen`).
    let releasedIdioms: Set<String>
    /// Words of fear: "thinking about how scared I am of dying" is no wish.
    let fears: Set<String>
}
