/// The structural layer of the screen: a small grammar over normalised tokens that recognises
/// means, preparation, plans and attempts however plainly they are worded ("I have the pills
/// ready", "bought a rope", "tonight after they leave").
///
/// A rule needs the writer as subject (a first-person word, or no subject at all: "Bought a
/// rope today"); another person as subject, a negation, or the distant past turns its finding
/// into `third-person`, `negated` or `past` (caution). A benign frame from the vocabulary
/// ("for climbing", "for my headache", "as prescribed") silences the rules about holding means.
enum MeansGrammar {
    /// The rules, in the order their findings are reported.
    static func findings(in tokens: [String], clauses: [Int], vocabulary: SafetyVocabulary) -> [PhraseFinding] {
        let scan = Scan(tokens: tokens, vocabulary: vocabulary)
        var found: [(id: String, category: CrisisCategory, at: Int)] = []

        for acquire in scan.acquire {
            if let means = scan.means.first(where: { $0.start > acquire && $0.start - acquire <= 6 }), !scan.benign {
                found.append(("grammar.acquire-\(means.kind)", .preparation, acquire))
            }
        }
        for means in scan.means where !scan.benign && scan.ready.contains(where: { abs($0 - means.start) <= 5 }) {
            found.append(("grammar.ready-\(means.kind)", .preparation, means.start))
        }
        if let tied = scan.tied { found.append(("grammar.ready-rope", .preparation, tied)) }
        for take in scan.take {
            let swallowed = scan.means.filter { $0.start > take && $0.start - take <= 7 }
            if let poison = swallowed.first(where: { $0.kind == "poison" }) {
                found.append(("grammar.took-poison", .attempt, poison.start))
            } else if let pills = swallowed.first(where: { $0.kind == "medication" }),
                      scan.lethalQuantity(between: take, and: pills.start) {
                found.append(("grammar.took-lethal-quantity", .attempt, take))
            }
        }
        if let place = scan.inProgress { found.append(("grammar.in-progress", .attempt, place)) }
        for on in scan.presentOn where scan.edges.contains(where: { $0 > on && $0 - on <= 5 })
            && tokens.contains(where: vocabulary.nowWords.contains) {
            found.append(("grammar.on-the-edge-now", .attempt, on))
        }
        for take in scan.strongTake where scan.lethalQuantity(between: take, and: min(take + 3, tokens.count - 1)) {
            found.append(("grammar.swallowed-all", .attempt, take))
        }
        // "took way too much insulin on purpose", "me tomé las de la presión pa morirme", "je me suis
        // ouvert le bras pour mourir": an act on oneself for the purpose of dying.
        for purpose in scan.purposes {
            if let act = scan.harmActs.last(where: { $0 < purpose && purpose - $0 <= 10 }) {
                found.append(("grammar.act-to-die", scan.ideationLeads.contains { $0 < act } ? .method : .attempt, act))
            }
        }
        if let harm = scan.selfInjury, !scan.benign { found.append(("grammar.self-injury", .selfInjury, harm)) }
        if !scan.benign, let harm = selfInjuryFinding(in: tokens, vocabulary: vocabulary) { found.append(harm) }
        for wish in scan.wishes {
            if let outcome = scan.deathOutcomes.first(where: { $0 > wish && $0 - wish <= 8 }) {
                // "(j'ai) pas envie de mourir": a negated wish negates the whole finding.
                let wishNegated = KeywordScreen.isNegated(PhrasePattern.Match(range: wish..<(wish + 1), skipped: []), tokens, clauses)
                found.append(("grammar.wish-to-be-dead", .passiveWish, wishNegated ? wish : outcome))
            }
        }
        for (leads, category, id) in [(scan.ideationLeads, CrisisCategory.activeIdeation, "grammar.thinks-of-dying"),
                                      (scan.intentLeads, .intent, "grammar.going-to-die")] {
            for lead in leads {
                // "thinking about how scared I am to die": fear is no thought of dying.
                if let outcome = scan.selfOutcomes.first(where: { $0 > lead && $0 - lead <= 9 }),
                   !tokens[lead..<outcome].contains(where: vocabulary.wishWords.fears.contains) {
                    // "I'm not thinking of ending it": a negated lead negates the whole finding.
                    let leadNegated = KeywordScreen.isNegated(PhrasePattern.Match(range: lead..<(lead + 1), skipped: []), tokens, clauses)
                    found.append((id, scan.time != nil && category == .intent ? .plan : category, leadNegated ? lead : outcome))
                }
            }
        }
        for lead in scan.ideationLeads where !scan.benign {
            // "I keep thinking about stepping forward when the train comes"; "I know where my dad
            // keeps his gun and I keep thinking about it".
            // "I keep thinking about the sleeping pills in the cabinet", "je pense à la boîte de
            // somnifères": a means named soon after a thought (not after research: "researching
            // overdose statistics").
            let named = ScreenContext.researchWords.contains(tokens[lead]) ? [] : scan.means.map(\.start)
            let image = scan.methodImages.first { $0 > lead && $0 - lead <= 10 }
                ?? (named.contains { $0 > lead && $0 - lead <= 7 } ? lead : nil)
            let pointsAtMeans = scan.means.contains { ["firearm", "poison"].contains($0.kind) }
                && tokens[(lead + 1)..<min(lead + 5, tokens.count)].contains(where: vocabulary.meansReferents.contains)
            if let at = image ?? (pointsAtMeans ? lead : nil) {
                found.append(("grammar.thinks-of-method", scan.time != nil ? .plan : .method, at))
            }
        }
        for jump in scan.jumpVerbs where !scan.benign && scan.places.contains(where: { abs($0 - jump) <= 8 }) {
            found.append(("grammar.jump-from-height", scan.time != nil ? .plan : .method, jump))
        }
        for lethal in scan.lethality where !scan.means.isEmpty || !scan.places.isEmpty {
            found.append(("grammar.lethality-of-means", .method, lethal))
        }
        if let resolve = scan.intentMarker, let act = scan.doIt ?? scan.intentAct {
            found.append(("grammar.resolve-to-act", .intent, min(resolve, act)))
        }
        if let gone = scan.notAround { found.append(("grammar.not-around", scan.time != nil ? .plan : .intent, gone)) }
        if let knows = scan.planKnowledge { found.append(("grammar.knows-when-where", .plan, knows)) }
        // "Friday after school, in the woods behind our house. That's my plan."
        if scan.time != nil, let settled = vocabulary.settledPlans.lazy.compactMap({ $0.matches(in: tokens).first?.range.lowerBound }).first {
            found.append(("grammar.settled-plan", .plan, settled))
        }
        if let act = scan.methodAct, !scan.benign {
            found.append(scan.time != nil ? ("grammar.method-with-time", .plan, act) : ("grammar.method-act", .method, act))
        }
        if let intent = scan.intentAct, scan.time != nil { found.append(("grammar.intent-with-time", .plan, intent)) }
        if let farewell = scan.farewell, !scan.departing { found.append(("grammar.farewell", .preparation, farewell)) }
        found += wishFindings(in: tokens, clauses: clauses, vocabulary: vocabulary)
        if found.isEmpty, let means = scan.means.first, !scan.benign, !scan.informational,
           tokens.contains(where: vocabulary.firstPerson.contains) {
            found.append(("grammar.means-\(means.kind)", .topic, means.start))
        }

        var seen = Set<String>()
        // An informational word hides a means mention or a question of lethality; it hides a plan
        // or an act only when the writer is not in the sentence ("Termino la tesis el lunes y esa
        // noche me mato" is the writer's plan). Either way, only a book, film or study hides what
        // the writer does ("I bought a book about poisons"); another informational word ("exam",
        // "journal") does not: "after my exam Friday I'm jumping" stays a crisis.
        let writerNamed = tokens.contains(where: vocabulary.firstPerson.contains)
        let writerActs = tokens.contains(where: ScreenContext.writerAsSubject.contains)
        let aWork = tokens.contains(where: ScreenContext.mediaWords.contains)
        return found.compactMap { finding in
            guard seen.insert(finding.id).inserted else { return nil }
            let hidden = finding.category != .attempt
                && (finding.category == .topic || finding.id == "grammar.lethality-of-means" || !writerNamed)
                && (aWork || !writerActs)
            let effect = scan.effect(at: finding.at, clauses: clauses, informational: hidden)
            return effect.map { PhraseFinding(id: finding.id, effect: $0, category: finding.category) }
        }
    }

    /// Where each word class occurs in one sentence.
    private struct Scan {
        let tokens: [String]
        let vocabulary: SafetyVocabulary
        let means: [(kind: String, start: Int)]
        let acquire: [Int]
        let ready: [Int]
        let tied: Int?
        let take: [Int]
        let inProgress: Int?
        let methodAct: Int?
        let intentAct: Int?
        let time: Int?
        let farewell: Int?
        let benign: Bool
        /// A move, a new job or decluttering explains the farewells of the sentence.
        let departing: Bool
        let informational: Bool
        let presentOn: [Int]
        let edges: [Int]
        let strongTake: [Int]
        let selfInjury: Int?
        let wishes: [Int]
        let deathOutcomes: [Int]
        let jumpVerbs: [Int]
        let places: [Int]
        let lethality: [Int]
        let intentMarker: Int?
        let doIt: Int?
        let notAround: Int?
        let ideationLeads: [Int]
        let intentLeads: [Int]
        let selfOutcomes: [Int]
        let planKnowledge: Int?
        let methodImages: [Int]
        let harmActs: [Int]
        let purposes: [Int]

        init(tokens: [String], vocabulary: SafetyVocabulary) {
            self.tokens = tokens
            self.vocabulary = vocabulary
            func starts(_ pattern: PhrasePattern) -> [Int] { pattern.matches(in: tokens).map(\.range.lowerBound) }
            func first(_ patterns: [PhrasePattern]) -> Int? {
                patterns.compactMap { $0.matches(in: tokens).first?.range.lowerBound }.min()
            }
            // The first match, reported at the writer's own word inside it when it has one ("for after
            // **I**'m gone", "dimanche **je** me tue"), so that a person named before it ("for my
            // wife") is not taken for the one acting.
            func firstAtWriter(_ patterns: [PhrasePattern]) -> Int? {
                guard let range = patterns.compactMap({ $0.matches(in: tokens).first?.range }).min(by: { $0.lowerBound < $1.lowerBound })
                else { return nil }
                return range.first { ScreenContext.writerAsSubject.contains(tokens[$0]) } ?? range.lowerBound
            }
            // A drug the lists do not name is still medication when it is shaped like one
            // ("venlafaxine", "lorazepam", "tramadol").
            let drugs = tokens.indices.filter { DrugNames.looksLikeADrug(tokens[$0]) }.map { ("medication", $0) }
            means = (vocabulary.means.flatMap { entry in starts(entry.pattern).map { (entry.kind, $0) } } + drugs)
                .sorted { $0.start < $1.start }
            acquire = starts(vocabulary.acquireVerbs)
            ready = starts(vocabulary.readyWords)
            tied = first(vocabulary.tiedObjects)
            take = starts(vocabulary.takeVerbs)
            inProgress = first(vocabulary.inProgress)
            methodAct = firstAtWriter(vocabulary.methodActs)
            intentAct = firstAtWriter(vocabulary.intentActs)
            time = first(vocabulary.timeMarkers)
            farewell = firstAtWriter(vocabulary.farewell)
            // A benign frame never hides stockpiling ("saving up my refills").
            benign = first(vocabulary.benignFrames) != nil && first(ScreenContext.stockpiling) == nil
            departing = first(vocabulary.departureFrames) != nil
            informational = tokens.contains(where: vocabulary.informational.contains)
            func allStarts(_ patterns: [PhrasePattern]) -> [Int] {
                patterns.flatMap { $0.matches(in: tokens).map(\.range.lowerBound) }.sorted()
            }
            presentOn = allStarts(vocabulary.presentOn)
            edges = starts(vocabulary.edges)
            strongTake = starts(vocabulary.strongTake)
            selfInjury = first(vocabulary.selfInjury)
            wishes = starts(vocabulary.wishes)
            deathOutcomes = allStarts(vocabulary.deathOutcomes)
            jumpVerbs = starts(vocabulary.jumpVerbs)
            places = starts(vocabulary.places)
            lethality = starts(vocabulary.lethality)
            intentMarker = first(vocabulary.intentMarkers)
            doIt = first(vocabulary.doIt)
            notAround = firstAtWriter(vocabulary.notAround)
            ideationLeads = starts(vocabulary.ideationLeads)
            intentLeads = starts(vocabulary.intentLeads)
            selfOutcomes = allStarts(vocabulary.selfOutcomes)
            planKnowledge = first(vocabulary.planKnowledge)
            methodImages = allStarts(vocabulary.methodImages)
            harmActs = starts(vocabulary.harmActs) + starts(vocabulary.takeVerbs) + starts(vocabulary.jumpVerbs)
            purposes = allStarts(vocabulary.purposeOfDying)
        }

        /// A number at or above the lethal quantity, or a word such as "all" or "whole bottle",
        /// between the verb and the pills (or right after the pills: "pills, all of them").
        func lethalQuantity(between start: Int, and end: Int) -> Bool {
            let window = start...min(end + 3, tokens.count - 1)
            return window.contains { index in
                let word = tokens[index]
                if vocabulary.wholeQuantity.contains(word) { return true }
                let number = Int(word) ?? vocabulary.numberWords[word] ?? 0
                return number >= vocabulary.lethalQuantity && !isClockOrStrength(at: index)
            }
        }

        /// A number that tells a time ("took one pill at 10", "a las 11") or a strength
        /// ("Doliprane 1000", "500 mg"), not how many were taken.
        private func isClockOrStrength(at index: Int) -> Bool {
            let before = index > 0 ? tokens[index - 1] : ""
            let after = index + 1 < tokens.count ? tokens[index + 1] : ""
            return vocabulary.clockWords.contains(before) || vocabulary.unitWords.contains(after)
                || means.contains { $0.start == index - 1 }
        }

        /// What a rule's finding counts as: crisis, or a frame that makes it caution (negated, a
        /// screening question, someone else as subject or speaker, the distant past), or nothing
        /// in an informational sentence (a novel, research, the news) when `informational` applies.
        func effect(at index: Int, clauses: [Int], informational applies: Bool) -> PhraseFinding.Effect? {
            if applies, informational { return nil }
            let match = PhrasePattern.Match(range: index..<(index + 1), skipped: [])
            if KeywordScreen.isNegated(match, tokens, clauses) { return .negated }
            if let asked = KeywordScreen.screeningQuestion(around: match.range, tokens, clauses) { return asked }
            let writerActs = ScreenContext.writerAsSubject.contains(tokens[index])
            if !writerActs && KeywordScreen.subjectIsSomeoneElse(before: index, tokens, clauses, vocabulary: vocabulary)
                || KeywordScreen.reportedBySomeoneElse(before: index, tokens, clauses, vocabulary: vocabulary) {
                return .thirdPerson
            }
            if KeywordScreen.isPast(at: index, tokens, clauses) { return .past }
            return .crisis
        }
    }
}
