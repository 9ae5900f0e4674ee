import Foundation

/// The small word lists that decide what a matched phrase means in its sentence.
enum ScreenContext {
    /// Words that negate what follows ("not", "never", French "ne … pas", Spanish "nunca").
    static let negators: Set<String> = ["not", "never", "no", "nor", "ne", "pas", "jamais", "nunca", "jamas", "tampoco"]

    /// Words a negation may reach across to the phrase ("I'm **not** really going to …").
    static let negationBridge: Set<String> = [
        "i", "am", "is", "are", "was", "be", "been", "do", "does", "did", "would", "will", "could", "should",
        "really", "actually", "even", "ever", "going", "to", "want", "wanting", "feel", "feeling", "have", "had",
        "just", "all", "currently", "honestly", "seriously", "any", "intention", "intentions", "plans", "plan",
        "desire", "thoughts", "thought", "of", "about", "at", "je", "me", "te", "yo", "quiero", "voy", "a", "veux",
        "vais", "suis", "estoy", "en", "se", "pienso", "planeo", "pretendo", "compte", "pense", "gonna",
    ]

    /// Phrases that put the rest of the sentence in the distant past.
    static let pastMarkers: [PhrasePattern] = [
        "used to", "years|year|months ago", "when i was", "as a kid|teen|teenager|child", "in high|middle school",
        "in college", "back then", "in the past", "long time ago", "no longer", "previously", "last year",
        "years back", "recovered", "in recovery", "clean for|since", "hace anos|meses", "cuando era",
        "decade|decades ago", "back in school|uni|university|the_day", "before i got help|treatment|therapy", "i survived",
        "doing well now", "in a good place", "therapy helped", "hace mucho|tiempo", "ya no", "il y a longtemps", "ca va mieux",
        "il y a des annees|ans", "quand je etais", "autrefois",
    ].map(PhrasePattern.init)

    /// Words that make it current again ("again last night").
    static let recentMarkers: Set<String> = [
        "again", "still", "today", "tonight", "lately", "recently", "yesterday", "todavia", "encore",
        "hoy", "ahora", "aujourdhui", "maintenant",
    ]

    /// The latest year that still counts as the distant past (two years before this one).
    static let latestPastYear = Calendar(identifier: .gregorian).component(.year, from: Date()) - 2
}
