/// Contractions, chat spellings and slang, expanded to the words the phrase lists use.
enum ChatSpellings {
    /// One folded word (it may hold apostrophes) → the words it stands for.
    static func expand(_ word: String) -> [String] {
        if let whole = table[word] { return whole }
        if let french = frenchChatSubject(word) { return french }
        guard word.contains("'") else { return [word] }
        if let french = frenchElision(word) { return french }
        let parts = word.split(separator: "'", omittingEmptySubsequences: true).map(String.init)
        guard let head = parts.first else { return [] }
        guard parts.count == 2, let tail = parts.last else { return parts }
        if tail == "t", head.hasSuffix("n") { return [String(head.dropLast()), "not"] }
        switch tail {
        case "m": return [head, "am"]
        case "re": return [head, "are"]
        case "ve": return [head, "have"]
        case "ll": return [head, "will"]
        case "d": return [head, "would"]
        case "s": return pronounsTakingIs.contains(head) ? [head, "is"] : [head]
        default: return parts
        }
    }

    /// French chat drops the apostrophe of "j'": "jvais", "jpense", "jai" → "je vais", "je pense",
    /// "je ai" (no English, Spanish or French word starts with j and a consonant).
    private static func frenchChatSubject(_ word: String) -> [String]? {
        let letters = Array(word)
        guard letters.count >= 3, letters[0] == "j", letters.allSatisfy(\.isLetter) else { return nil }
        if word == "jai" { return ["je", "ai"] }
        guard !"aeiouy".contains(letters[1]) else { return nil }
        return ["je"] + expand(String(letters.dropFirst()))
    }

    /// French elided articles and pronouns: "j'ai" → "je ai", "m'en" → "me en".
    private static func frenchElision(_ word: String) -> [String]? {
        guard let apostrophe = word.firstIndex(of: "'") else { return nil }
        let head = String(word[..<apostrophe])
        let rest = String(word[word.index(after: apostrophe)...])
        guard let full = elidedFrench[head], !rest.isEmpty else { return nil }
        return [full] + expand(rest)
    }

    private static let elidedFrench: [String: String] = [
        "j": "je", "m": "me", "t": "te", "l": "le", "d": "de", "n": "ne", "qu": "que", "c": "ce", "s": "se",
    ]

    private static let pronounsTakingIs: Set<String> = [
        "he", "she", "it", "that", "there", "what", "who", "everyone", "everybody", "nobody", "life", "here",
    ]

    private static let table: [String: [String]] = {
        var table: [String: [String]] = [
            "can't": ["can", "not"], "cant": ["can", "not"], "cannot": ["can", "not"],
            "won't": ["will", "not"], "wont": ["will", "not"], "ain't": ["am", "not"], "aint": ["am", "not"],
            "im": ["i", "am"], "ima": ["i", "am", "going", "to"], "imma": ["i", "am", "going", "to"],
            "ive": ["i", "have"], "wanna": ["want", "to"], "gonna": ["going", "to"], "gotta": ["got", "to"],
            "tryna": ["trying", "to"], "lemme": ["let", "me"], "dunno": ["do", "not", "know"],
            "kms": ["kill", "myself"], "kys": ["kill", "yourself"], "unalive": ["kill"], "unalived": ["killed"],
            "unaliving": ["killing"], "sewerslide": ["suicide"], "selfharm": ["self", "harm"],
            "od": ["overdose"], "u": ["you"], "ur": ["your"], "cuz": ["because"],
            "coz": ["because"], "bc": ["because"], "rn": ["right", "now"], "idk": ["i", "do", "not", "know"],
            "idc": ["i", "do", "not", "care"], "tonite": ["tonight"], "nobody's": ["nobody", "is"],
            "jveux": ["je", "veux"], "chui": ["je", "suis"], "chuis": ["je", "suis"], "jsuis": ["je", "suis"],
            "jpeux": ["je", "peux"], "jme": ["je", "me"], "jpp": ["je", "ne", "en", "peux", "plus"],
            "q": ["que"], "xq": ["porque"], "pq": ["porque"],
            // time, people and fillers of English chat
            "2nite": ["tonight"], "2night": ["tonight"], "tn": ["tonight"], "tmrw": ["tomorrow"], "tmr": ["tomorrow"],
            "tmrow": ["tomorrow"], "2moro": ["tomorrow"], "2morrow": ["tomorrow"], "2day": ["today"], "b4": ["before"],
            "jus": ["just"], "rly": ["really"], "rlly": ["really"], "bout": ["about"], "n": ["and"], "ded": ["dead"],
            "ppl": ["people"], "evry1": ["everyone"], "every1": ["everyone"], "some1": ["someone"], "no1": ["nobody"],
            "wna": ["want", "to"], "gna": ["going", "to"], "finna": ["going", "to"], "prolly": ["probably"],
            // Spanish chat
            "kiero": ["quiero"], "qiero": ["quiero"], "kieres": ["quieres"], "k": ["que"], "xk": ["porque"], "pk": ["porque"],
            "tmb": ["tambien"], "nd": ["nada"], "kmo": ["como"], "stoy": ["estoy"],
            // French chat
            "mtn": ["maintenant"], "vrmt": ["vraiment"], "jsp": ["je", "ne", "sais", "pas"], "jsais": ["je", "sais"],
            "pcq": ["parce", "que"], "pck": ["parce", "que"], "tjr": ["toujours"], "tjrs": ["toujours"], "ptn": ["putain"],
        ]
        for verb in ["do", "does", "did", "is", "was", "are", "were", "have", "has", "had", "could", "should",
                     "would", "must", "need"] {
            table[verb + "nt"] = [verb, "not"]
        }
        return table
    }()
}
