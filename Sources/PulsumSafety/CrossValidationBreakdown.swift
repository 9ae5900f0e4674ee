/// Out-of-fold figures of the whole screen per group of the training corpus (C-SSRS category,
/// language, form, paraphrase family), so that weak categories show up in cross-validation rather
/// than on a test set.
enum CrossValidationBreakdown {
    /// One line per group: crisis recall for crisis sentences, `→ crisis` and `→ caution+` for
    /// safe ones, `→ safe` for distress.
    static func lines(sentences: [TrainingSentence], judgedCrisis: [Bool], judgedConcern: [Bool]) -> [String] {
        var lines: [String] = []
        func add(_ name: String, _ members: [Int], _ measure: (Int) -> Bool, _ what: String) {
            guard !members.isEmpty else { return }
            let hits = members.filter(measure).count
            let percent = Double(hits) / Double(members.count) * 100
            lines.append("  \(what) \(name): \(hits)/\(members.count) = \(String(format: "%.1f", percent)) %")
        }
        let crisis = sentences.indices.filter { sentences[$0].label == .crisis }
        for key in [\TrainingSentence.category, \.lang, \.form, \.family] {
            for group in Set(crisis.map { sentences[$0][keyPath: key] }).sorted() {
                add(group, crisis.filter { sentences[$0][keyPath: key] == group }, { judgedCrisis[$0] }, "recall")
            }
        }
        let safe = sentences.indices.filter { sentences[$0].label == .safe }
        for group in Set(safe.map { sentences[$0].category } + safe.map { sentences[$0].family }).sorted() {
            let members = safe.filter { sentences[$0].category == group || sentences[$0].family == group }
            add(group, members, { judgedCrisis[$0] }, "safe → crisis")
            add(group, members, { judgedConcern[$0] || judgedCrisis[$0] }, "safe → caution+")
        }
        add("distress", sentences.indices.filter { sentences[$0].label == .caution }, { !judgedConcern[$0] && !judgedCrisis[$0] },
            "distress → safe")
        return lines
    }
}
