/// Contractions, chat spellings and slang, expanded to the words the phrase lists use.
enum ChatSpellings {
    /// One folded word (it may hold apostrophes) → the words it stands for.
    static func expand(_ word: String) -> [String] {
        if let whole = table[word] { return whole }
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
            "od": ["overdose"], "u": ["you"], "ur": ["your"], "ya": ["you"], "cuz": ["because"],
            "coz": ["because"], "bc": ["because"], "rn": ["right", "now"], "idk": ["i", "do", "not", "know"],
            "idc": ["i", "do", "not", "care"], "tonite": ["tonight"], "nobody's": ["nobody", "is"],
            "jveux": ["je", "veux"], "chui": ["je", "suis"], "chuis": ["je", "suis"], "jsuis": ["je", "suis"],
            "jpeux": ["je", "peux"], "jme": ["je", "me"], "jpp": ["je", "ne", "en", "peux", "plus"],
            "q": ["que"], "xq": ["porque"], "pq": ["porque"],
        ]
        for verb in ["do", "does", "did", "is", "was", "are", "were", "have", "has", "had", "could", "should",
                     "would", "must", "need"] {
            table[verb + "nt"] = [verb, "not"]
        }
        return table
    }()
}
