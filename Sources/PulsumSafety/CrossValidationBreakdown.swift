/// Out-of-fold figures of the whole screen per group of the training corpus (C-SSRS category,
/// language, form, source, generated paraphrase family), so that weak categories show up in
/// cross-validation rather than on a test set.
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
        // Per family only for the generated ones: the hand-written families (thousands, seven
        // sentences each) are summed under their source.
        let source: (Int) -> String = { sentences[$0].isHandWritten ? "hand-written" : "generated" }
        let family: (Int) -> String? = { sentences[$0].isHandWritten ? nil : sentences[$0].family }
        let crisis = sentences.indices.filter { sentences[$0].label == .crisis }
        let crisisGroupings: [(Int) -> String?] = [{ sentences[$0].category }, { sentences[$0].lang }, { sentences[$0].form }, source, family]
        for grouping in crisisGroupings {
            for group in Set(crisis.compactMap(grouping)).sorted() {
                add(group, crisis.filter { grouping($0) == group }, { judgedCrisis[$0] }, "recall")
            }
        }
        let safe = sentences.indices.filter { sentences[$0].label == .safe }
        let safeGroupings: [(Int) -> String?] = [{ sentences[$0].category }, source, family]
        for group in Set(safeGroupings.flatMap { safe.compactMap($0) }).sorted() {
            let members = safe.filter { index in safeGroupings.contains { $0(index) == group } }
            add(group, members, { judgedCrisis[$0] }, "safe → crisis")
            add(group, members, { judgedConcern[$0] || judgedCrisis[$0] }, "safe → caution+")
        }
        let distress = sentences.indices.filter { sentences[$0].label == .caution }
        for group in Set(distress.map(source)).sorted() {
            add(group, distress.filter { source($0) == group }, { !judgedConcern[$0] && !judgedCrisis[$0] }, "distress → safe")
        }
        return lines
    }
}
