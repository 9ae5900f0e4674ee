/// The word classes of self-injury read by grammar rather than by phrase
/// (`MeansGrammar+SelfInjury`): an act of hurting ("cut", "me quemo", "je me gratte"), the
/// writer's body close by ("my thigh", "la muñeca", "les cuisses"), and in the same sentence a
/// word of purpose ("on purpose", "pour me punir", "hasta que sangra"). Read from the
/// `selfInjuryGrammar` object of `Data/safety/screen-vocabulary.json`.
struct SelfInjuryWords: Decodable, Sendable {
    /// Acts of hurting, every form (PhrasePattern alternatives: "cut~", "quemo", "griffe").
    let acts: [String]
    /// The writer's body and the reflexive words that make an act self-directed.
    let targets: Set<String>
    /// Words of purpose, punishment or relief that make it self-injury, not an accident
    /// (PhrasePattern notation, searched in the whole sentence).
    let purposes: [String]
}
