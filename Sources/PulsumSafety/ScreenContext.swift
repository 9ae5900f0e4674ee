import Foundation

/// The small word lists that decide what a matched phrase means in its sentence.
enum ScreenContext {
    /// Words that negate what follows ("not", "never", French "ne … pas", Spanish "nunca").
    static let negators: Set<String> = [
        "not", "never", "no", "nor", "ne", "pas", "jamais", "nunca", "jamas", "tampoco", "ni", "aucune", "aucun", "ningun",
        "ninguna", "ninguno", "ningunas", "ningunos", "zero", "nada",
    ]

    /// Negators that deny what follows even with a subject between ("jamais je vais me tuer",
    /// "nunca yo haría eso"), unlike "no" or "pas", which may close an earlier verb.
    static let adverbialNegators: Set<String> = ["never", "jamais", "nunca", "jamas"]

    /// A denial right after the phrase it denies: "hacerme daño no se me pasa por la cabeza", "me
    /// faire du mal ne m'a jamais traversé l'esprit", "killing myself has never been an option" (it
    /// must start within `denialReach` words of the phrase's end). A bare "no" is not one: "quiero
    /// morirme, ¿no?" asks.
    static let denialsAfter: [PhrasePattern] = [
        "no|nunca|jamas se me pasa|paso|ocurre|ocurrio|ocurriria|cruza|cruzo|ha_pasado|ha_ocurrido|ha_cruzado .. cabeza|mente",
        "no|nunca|jamas me lo planteo|plantearia|he_planteado", "no|nunca|jamas es|sera|seria|ha_sido|fue una opcion",
        "ni de cona|broma|chiste|lejos", "para nada", "ne me .. traverse|traversera|traversait|traverserait .. esprit|tete",
        "ne est|sera|serait pas|jamais une option", "hors de question", "pas du tout", "jamais de la vie",
        "never|not crossed|cross my mind", "is|was|has not|never .. option", "is not|never on my mind|radar",
        "is not something i would|will|could|am", "not on the table|cards", "out of the question", "not at all",
        "no esta|entra en mis planes", "is|are not part of", "ne fait pas partie de",
    ].map(PhrasePattern.init)

    /// A denial right before the phrase it denies: "ni se me pasa por la cabeza hacerme daño", "it
    /// has never crossed my mind to hurt myself" (it must end at most `denialReach` words before).
    static let denialsBefore: [PhrasePattern] = [
        "no|ni|nunca|jamas se me pasa|paso|ocurre|ocurrio|ocurriria|cruza|cruzo|ha_pasado|ha_ocurrido|ha_cruzado .. cabeza|mente",
        "never|not crossed|cross my mind", "ne me .. traverse|traversera|traversait|traverserait .. esprit|tete",
    ].map(PhrasePattern.init)

    /// How many words may come between a phrase and the denial after it ("hacerme daño, **eso** no …").
    static let denialReach = 1

    /// Words that introduce a noun: a person after one of them may be a verb's object.
    static let determiners: Set<String> = [
        "the", "a", "an", "our", "your", "le", "la", "les", "un", "une", "el", "los", "las", "unos", "unas",
    ]

    /// Leads of research rather than of thought ("researching", "looking up"): a means named
    /// after them is not a method the writer pictures.
    static let researchWords: Set<String> = [
        "researching", "reading", "looking", "looked", "googling", "wondering", "me_renseigne", "renseigne",
    ]

    /// Words that make the person before them the subject of what follows ("a friend who …").
    static let relativePronouns: Set<String> = ["who", "whos", "that", "which", "que", "qui", "quien", "quienes"]

    /// Words that open a clause: a person after one of them and a determiner is its subject.
    static let clauseOpeners: Set<String> = [
        "and", "but", "when", "because", "so", "then", "while", "if", "after", "before", "since", "until", "that", "as",
        "y", "e", "pero", "cuando", "porque", "si", "que", "mientras", "et", "mais", "quand", "parce", "puis", "alors",
        // Verbs of knowing and saying take a clause: "I think the kids took …", "creo que …".
        "think", "thought", "know", "knew", "guess", "believe", "said", "says", "heard", "saw", "see", "found", "noticed",
        "realised", "realized", "hope", "wish", "feel", "felt", "worry", "worried", "afraid", "scared", "sure", "like",
    ]

    /// Verbs of stopping: a negation right before or after one means going on ("je n'arrête pas
    /// de penser à", "can't stop thinking about"), so it negates nothing that follows.
    static let stopVerbs: Set<String> = [
        "stop", "stopping", "quit", "arrete", "arretes", "arreter", "arretais", "cesse", "cesser", "dejo", "dejar", "paro", "parar",
    ]

    /// Words a negation may reach across to the phrase ("I'm **not** really going to …").
    static let negationBridge: Set<String> = [
        "i", "am", "longer", "is", "are", "was", "be", "been", "do", "does", "did", "would", "will", "could", "should",
        "really", "actually", "even", "ever", "once", "going", "to", "want", "wanting", "feel", "feeling", "have", "had",
        "just", "all", "currently", "honestly", "seriously", "any", "intention", "intentions", "plans", "plan",
        "desire", "thoughts", "thought", "of", "about", "at", "je", "me", "te", "yo", "quiero", "voy", "a", "veux",
        "vais", "suis", "estoy", "en", "se", "pienso", "planeo", "pretendo", "compte", "pense", "gonna",
        // The thought or wish a negation denies: "not having any thoughts of", "no tengo ideas de",
        // "je n'ai aucune idée de", "(j'ai) pas envie de".
        "thinking", "having", "considering", "planning", "urge", "urges", "wish", "idea", "ideas", "tengo", "tenido",
        "pensamientos", "ganas", "intencion", "de", "d", "ai", "idee", "idees", "pensees", "envie",
        // Spanish perfects: "nunca he pensado en quitarme la vida".
        "he", "ha", "has", "hemos", "habia", "pensado", "querido", "intentado",
        // Reaches of speech: "no ando pensando en", "nunca se me ocurriría", "ni de chiste pienso en",
        // "(je pense) pas du tout à".
        "ando", "pensando", "ocurriria", "ocurre", "chiste", "broma", "cona", "du", "tout",
        // "never **wanted** to", "jamais **eu** envie de", "no thoughts **or** plans of".
        "wanted", "quise", "voulu", "eu", "or", "o", "ou",
    ]

    /// Phrases that put the rest of the sentence in the distant past.
    static let pastMarkers: [PhrasePattern] = [
        "used to", "years|year|months ago", "when i was", "as a kid|teen|teenager|child", "in high|middle school",
        "in college", "back then", "in the past", "long time ago", "previously", "last year",
        "years back", "recovered", "in recovery", "clean for|since", "hace anos|meses", "cuando era",
        "decade|decades ago", "back in school|uni|university|the_day", "before i got help|treatment|therapy", "i survived",
        "doing well now", "in a good place", "therapy helped", "hace mucho|tiempo", "il y a longtemps", "ca va mieux",
        "il y a des annees|ans", "quand je etais", "autrefois",
        // A number of years ago ("hace diez años", "il y a dix ans"), a stage of life ("in my twenties",
        // "en la prepa", "au lycée"), a one-off past ("I was once", "I once thought").
        "hace .. anos|meses", "il y a .. ans|annees|mois", "in my teens|twenties|thirties|forties|fifties",
        "in my early|mid|late teens|twenties|thirties|forties", "en la prepa|preparatoria|secundaria|universidad|facultad|adolescencia",
        "de adolescente|nino|nina|joven", "cuando tenia", "au lycee|college", "a la fac", "quand je avais", "a le adolescence",
        "i once", "was|were once", "once suicidal", "as a student|teenager|young_adult",
        // The time of an earlier episode named as such ("mes idées suicidaires de l'époque").
        "de|a le epoque", "at the time", "en ese|aquel entonces", "en aquella epoca",
    ].map(PhrasePattern.init)

    /// Recovery frames that date what they count ("5 años libre de autolesiones hoy", "two years clean
    /// today", "I can't remember the last time I cut"): past even with "today", not with "again".
    static let recoveryMarkers: [PhrasePattern] = [
        "years|months|anos|meses|ans|mois|ano|an free|clean|libre|libres|sans|sin", "years|months of recovery",
        "libre|libres de autolesiones|cortarme|lastimarme", "can not|do_not remember the last time", "harm|cutting free|clean",
        "free|clean from|of self? harm|cutting|selfharm",
        "ni|no me acuerdo de la ultima vez", "ne me souviens .. de la derniere fois", "anniversary of my recovery",
    ].map(PhrasePattern.init)

    /// Words that undo a recovery frame ("clean for two years until last night").
    static let relapseMarkers: Set<String> = ["again", "relapse", "relapsed", "recai", "rechute", "until", "hasta", "jusqua"]

    /// Ages in words that date a clause ("at sixteen", "a los diecinueve", "à dix-neuf ans").
    static let ageWords: Set<String> = [
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "trece", "catorce",
        "quince", "dieciseis", "diecisiete", "dieciocho", "diecinueve", "veinte", "treize", "quatorze", "quinze", "seize",
        "vingt", "dix", "douze", "onze", "doce", "once", "diez",
    ]

    /// Words that report a question: a screening question is not the writer's statement
    /// ("the nurse asked whether I had thoughts of …", "the PHQ-9 question about …").
    static let questionFrames: [PhrasePattern] = [
        "ask~|asked .. if|whether|about", "question|questions|questionnaire|screening|screener|survey|form about|on",
        "questionnaire|screening|phq9|phq asked|asks|asking", "pregunto|preguntaron|pregunta|preguntan|preguntaba .. si|sobre",
        "preguntas|cuestionario sobre", "pregunta|preguntas de|sobre", "question|questions was|is|were whether|if",
        "pose|posee|posait la? question|questions", "demande|demandait|demandent|demandaient .. si", "questions sur",
        "difference|diferencia|distinguish between|entre", "definition|definicion of|de",
    ].map(PhrasePattern.init)

    /// An answer that denies what was asked ("I honestly said no", "not at all", "le dije que no").
    static let negativeAnswers: [PhrasePattern] = [
        "said|say|answered|answer|told_them|told_her|told_him|replied no|none|nope|never|not_at_all",
        "dije|conteste|respondi|dije_que|conteste_que|respondi_que no|nunca", "ai dit|repondu non|jamais",
        "le|les dije|conteste|respondi que no|nunca",
        "ai dit|repondu que non", "marque|marco|coche|cochee|ticked|checked|circled que? no|non|not_at_all|none|zero",
    ].map(PhrasePattern.init)

    /// Words that start a clause answering no ("None, thankfully", ": not at all").
    static let negativeAnswerWords: Set<String> = ["no", "none", "nope", "nah", "never", "not", "nada", "ninguno", "non", "jamais", "aucun", "aucune"]

    /// Words that start a clause of an unambiguous yes: a screening question answered yes stays crisis.
    static let affirmativeAnswers: [PhrasePattern] = [
        "yes|yeah|yep|yup|oui|admitted|admit", "dije|conteste|respondi que si", "ai dit|repondu oui",
    ].map(PhrasePattern.init)

    /// Subject pronouns that start a new clause after a negation ("je sais pas **je** veux mourir").
    static let subjectPronouns: Set<String> = ["i", "je", "yo", "tu", "you"]

    /// Someone who asks the screening questions ("the nurse asked", "la doctora me preguntó").
    static let askers: Set<String> = [
        "she", "he", "they", "doctor", "doctora", "nurse", "therapist", "psychiatrist", "psychologist", "counsellor", "counselor",
        "gp", "questionnaire", "form", "survey", "medico", "medica", "enfermera", "enfermero", "terapeuta", "psicologo", "psicologa",
        "psiquiatra", "ella", "medecin", "infirmiere", "infirmier", "psy", "psychiatre", "psychologue", "elle", "il", "kids",
        "mom", "mum", "dad", "family", "friends", "people", "everyone", "todos", "nos",
        "matrona", "orientadora", "orientador", "psicooncologa", "psicooncologo", "sicologa", "sicologo", "consejera", "consejero",
        "esposa", "esposo", "marido", "senora", "hija", "hijo", "madre", "padre", "mama", "papa", "jefa", "jefe", "tutora", "tutor",
        "profesora", "profesor", "maestra", "maestro", "farmaceutica", "farmaceutico", "addictologue", "puericultrice", "dame",
        "docteur", "doc", "dr", "generaliste", "travail", "femme", "mari", "fille", "fils", "mere", "pere", "patron", "patronne",
        "prof", "pharmacien", "pharmacienne", "wife", "husband", "daughter", "son", "boss", "teacher", "sponsor", "mother",
        "father", "partner", "midwife", "pharmacist",
    ]

    /// Question verbs whose subject cannot be the writer ("me preguntaron si", "ils me demandent si").
    static let othersAskVerbs: Set<String> = ["preguntaron", "preguntan", "pregunta", "preguntaban", "demandent", "demandaient", "asks"]

    /// French auxiliaries between the writer as object and a question verb, which make someone
    /// else the asker ("il m'a demandé", "ils m'ont demandé", "on m'avait posé la question").
    static let askingAuxiliaries: Set<String> = ["a", "ont", "avait", "avaient"]

    /// The writer (or the writer's group) as the one asked: "on **me** demande", "m'a demandé".
    static let askedPronouns: Set<String> = ["me", "nous"]

    /// The writer asking a question of its own ("I want to ask if", "je me demande si").
    static let writerAskers: Set<String> = ["i", "im", "me", "je", "yo", "moi"]

    /// Words that show a denial was not the truth ("I lied and said no", "en réalité"): a
    /// screening question in such a sentence is no frame.
    static let deceptionMarkers: [PhrasePattern] = [
        "lie|lied|lying|pretend~|pretended", "actually", "in reality", "miento|menti|mentir|fingi|finjo", "en realidad",
        "mens|mentir|menti|faire semblant", "en realite", "learned|learnt|know_how to say|answer", "appris a repondre|dire",
        "aprendi a decir|contestar|responder",
    ].map(PhrasePattern.init)

    /// Words of a change of state: a negated topic with them ("this isn't self-harm anymore")
    /// is no denial.
    static let changeMarkers: Set<String> = ["anymore", "longer", "ya", "plus"]

    /// Verbs that report someone else's words ("my kid said", "mi alumno dijo", "une patiente m'a dit").
    static let speechVerbs: Set<String> = [
        "said", "says", "told", "tells", "wrote", "writes", "texted", "posted", "messaged", "admitted", "confessed",
        "searched", "googled", "dijo", "dice", "dicen", "conto", "cuenta", "escribio", "confeso", "admitio", "confiesa",
        "dit", "disait", "ecrit", "avoue", "confie", "raconte",
    ]

    /// Object pronouns between a speaker and a speech verb ("she **told me**", "**me** dijo", "**m'a** dit").
    static let speechObjects: Set<String> = ["me", "m", "ma", "a", "le", "les", "us", "nos", "nous", "him", "her", "them"]

    /// First-person pronouns and possessives, as in the vocabulary's `firstPerson`.
    static let firstPersonWords: Set<String> = ["i", "me", "my", "myself", "mine", "im", "je", "moi", "mes", "mon", "ma", "yo", "mi", "mis", "conmigo"]

    /// The writer as the one acting (pronouns, not possessives: "my novel" is still about a book).
    static let writerAsSubject: Set<String> = ["i", "im", "me", "myself", "je", "moi", "yo", "conmigo"]

    /// Informational words that name a work or a study: a rule's finding beside one is about its
    /// content even when the writer speaks ("I bought a book about poisons").
    static let mediaWords: Set<String> = [
        "novel", "book", "movie", "film", "series", "documentary", "article", "podcast", "research", "researching", "study",
        "statistics", "statistic", "chapter", "character", "screenplay", "episode", "poem", "lyrics", "libro", "novela",
        "pelicula", "articulo", "documental", "serie", "guion", "personaje", "estadisticas", "estadistica", "episodio",
        "capitulo", "livre", "roman", "personnage", "documentaire", "reportage",
    ]

    /// First-person verb forms (Spanish and French drop or fold the pronoun): "tengo ganas de morir"
    /// names the writer as much as "I".
    static let firstPersonVerbs: Set<String> = [
        "quiero", "quisiera", "deseo", "prefiero", "pienso", "tengo", "estoy", "voy", "puedo", "siento", "necesito", "veux",
        "voudrais", "vais", "suis", "ai", "peux", "pense", "am", "aimerais", "jaimerais", "desearia", "preferiria",
    ]

    /// Holding more than a dose: a benign frame ("prescription", "refill") never hides stockpiling.
    static let stockpiling: [PhrasePattern] = [
        "stockpil~|hoard~|stash~|saving|saved|save_up|collecting|collected|counting|counted|secretly|hidden|hiding",
        "acumul~|acumulando|guardando|juntando|contando|escondiendo|escondidas",
        "accumule|accumuler|garde|stocke|stocker|compte|cache|cachees|cachette|de_cote",
    ].map(PhrasePattern.init)

    /// A duration that runs up to now ("hace años que quiero morirme", "il y a des années que"):
    /// current, not the distant past.
    static let ongoingMarkers: [PhrasePattern] = [
        "hace .. anos|meses|tiempo que", "il y a .. ans|annees|mois que|qu", "for years|months now", "ever since",
    ].map(PhrasePattern.init)

    /// Words that make it current again ("again last night").
    static let recentMarkers: Set<String> = [
        "again", "still", "today", "tonight", "lately", "recently", "yesterday", "todavia", "encore",
        "hoy", "ahora", "aujourdhui", "maintenant", "anoche", "ayer", "hier", "tomorrow", "demain",
    ]

    /// The latest year that still counts as the distant past (two years before this one).
    static let latestPastYear = Calendar(identifier: .gregorian).component(.year, from: Date()) - 2
}
