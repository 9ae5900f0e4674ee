/// One named group of phrases in the keyword lists.
struct LexiconEntry: Sendable {
    /// What a match of the group means before its context is looked at.
    enum Kind: Sendable {
        /// First-person ideation, intent, plan or self-harm.
        case crisis
        /// The same about someone else ("kill herself", "quiere suicidarse").
        case concern
        /// Distress without ideation (hopeless, panic attack, crying every day).
        case distress
        /// The bare topic ("suicide", "overdose"); ignored in a clearly informational sentence.
        case mention
    }

    /// Stable id reported in reasons, `<language>.<name>`.
    let id: String
    let kind: Kind
    /// The C-SSRS category the group's phrases belong to.
    let category: CrisisCategory
    let patterns: [PhrasePattern]
    /// The phrases name no person (for example "want to die"), so the nearest subject decides
    /// whether they are about the writer or about someone else.
    let needsSubject: Bool

    init(_ kind: Kind, _ id: String, _ category: CrisisCategory, needsSubject: Bool = false, _ patterns: [String]) {
        self.id = id
        self.kind = kind
        self.category = category
        self.patterns = patterns.map(PhrasePattern.init)
        self.needsSubject = needsSubject
    }
}

/// All keyword groups, every language (the idioms are data: `SafetyVocabulary`).
enum CrisisLexicon {
    static let entries: [LexiconEntry] = englishEntries + spanishEntries + frenchEntries
}
