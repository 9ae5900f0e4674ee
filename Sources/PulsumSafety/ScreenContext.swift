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
        "vais", "suis", "estoy", "en", "se",
    ]

    /// The writer ("I", "my", "je", "yo").
    static let firstPerson: Set<String> = ["i", "me", "my", "myself", "mine", "we", "yo", "je", "moi", "mi", "nosotros"]

    /// Someone other than the writer.
    static let otherPeople: Set<String> = [
        "he", "she", "they", "him", "her", "his", "hers", "their", "them", "you", "friend", "friends", "brother",
        "sister", "mom", "mum", "mother", "dad", "father", "son", "daughter", "wife", "husband", "partner",
        "boyfriend", "girlfriend", "kid", "kids", "child", "children", "patient", "client", "someone", "somebody",
        "people", "character", "coworker", "colleague", "roommate", "cousin", "uncle", "aunt", "grandma",
        "grandpa", "student", "teen", "teenager", "man", "woman", "person", "guy", "el", "ella", "ellos", "ellas",
        "amigo", "amiga", "hermano", "hermana", "madre", "padre", "hijo", "hija", "novio", "novia", "il", "elle",
        "ils", "elles", "ami", "amie", "frere", "soeur", "mere", "pere", "fils", "fille", "copain", "copine",
    ]

    /// Phrases that put the rest of the sentence in the distant past.
    static let pastMarkers: [PhrasePattern] = [
        "used to", "years|year|months ago", "when i was", "as a kid|teen|teenager|child", "in high|middle school",
        "in college", "back then", "in the past", "long time ago", "no longer", "previously", "last year",
        "years back", "recovered", "in recovery", "clean for|since", "hace anos|meses", "cuando era",
        "il y a des annees|ans", "quand je etais", "autrefois",
    ].map(PhrasePattern.init)

    /// Words that make it current again ("again last night").
    static let recentMarkers: Set<String> = [
        "again", "still", "today", "tonight", "lately", "recently", "yesterday", "todavia", "encore",
        "hoy", "ahora", "aujourdhui", "maintenant",
    ]

    /// Words that make a bare mention informational ("a novel about a suicide").
    static let topicWords: Set<String> = [
        "novel", "book", "movie", "film", "show", "series", "documentary", "article", "news", "podcast",
        "research", "study", "statistics", "rates", "rate", "prevention", "awareness", "history", "detective",
        "song", "class", "essay", "report", "episode", "character", "libro", "pelicula", "livre",
    ]
}
