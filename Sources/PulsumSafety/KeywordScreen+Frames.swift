import Foundation

/// How the rule layer reads a phrase's frame: negation, who the subject or speaker is, a
/// screening question, the distant past (docs/safety.md, "Frames, read widely").
extension KeywordScreen {
    /// Whether a matched phrase names the writer itself ("me quiero morir", "je veux mourir"); a
    /// phrase that does not ("pensamientos suicidas", "aucune raison de vivre") takes its subject
    /// from its clause.
    static func namesWriter(_ words: ArraySlice<String>) -> Bool {
        words.contains { ScreenContext.firstPersonVerbs.contains($0) || ScreenContext.firstPersonWords.contains($0) }
    }

    /// The nearest person before the phrase in its own clause is someone else ("un alumno con
    /// pensamientos suicidas", "une de mes élèves … disparaître pour toujours").
    static func clauseSubjectIsSomeoneElse(before start: Int, _ tokens: [String], _ clauses: [Int], vocabulary: SafetyVocabulary) -> Bool {
        var index = start - 1
        while index >= 0, clauses[index] == clauses[start] {
            let word = tokens[index]
            if !isPossessiveOfAWork(at: index, tokens, vocabulary: vocabulary),
               vocabulary.firstPerson.contains(word) || ScreenContext.firstPersonVerbs.contains(word) || isSpanishPerfect(at: index, tokens) {
                return false
            }
            if vocabulary.otherSubjects.contains(word) { return true }
            index -= 1
        }
        return false
    }

    /// "my" / "mi" / "mon" before an informational word ("my screenplay", "mi novela"): the
    /// writer's work, not the writer as subject.
    static func isPossessiveOfAWork(at index: Int, _ tokens: [String], vocabulary: SafetyVocabulary) -> Bool {
        let possessives: Set<String> = ["my", "mi", "mis", "mon", "ma", "mes"]
        return possessives.contains(tokens[index]) && index + 1 < tokens.count && vocabulary.informational.contains(tokens[index + 1])
    }

    /// Someone else's words reported by the writer: a speech verb whose speaker is someone else
    /// ("my kid said", "mi alumno dijo", "une patiente m'a dit"), followed by the phrase either
    /// with no first person between (indirect speech: "dijo que tiene pastillas") or as a quotation
    /// in the next clause ("said: "I wish I was never born"").
    static func reportedBySomeoneElse(before start: Int, _ tokens: [String], _ clauses: [Int], vocabulary: SafetyVocabulary) -> Bool {
        guard let verb = tokens[..<start].lastIndex(where: ScreenContext.speechVerbs.contains), start - verb <= 12 else { return false }
        var index = verb - 1
        while index >= 0, ScreenContext.speechObjects.contains(tokens[index]) { index -= 1 }
        var speakerIsSomeoneElse = false
        while index >= 0 {
            let word = tokens[index]
            if vocabulary.firstPerson.contains(word) || ScreenContext.firstPersonVerbs.contains(word) || isSpanishPerfect(at: index, tokens) {
                return false
            }
            if vocabulary.otherSubjects.contains(word) {
                speakerIsSomeoneElse = true
                break
            }
            index -= 1
        }
        guard speakerIsSomeoneElse else { return false }
        var first = verb + 1
        while first < start, clauses[first] == clauses[verb], ScreenContext.speechObjects.contains(tokens[first]) { first += 1 }
        if clauses[start] == clauses[verb] {
            return !tokens[min(first, start)..<start].contains { vocabulary.firstPerson.contains($0) || ScreenContext.firstPersonVerbs.contains($0) }
        }
        // A quotation: the verb ends its clause and the phrase is in the very next one.
        let verbEndsClause = verb + 1 < tokens.count && clauses[verb + 1] != clauses[verb]
        return verbEndsClause && clauses[start] == clauses[verb] + 1
    }

    /// A screening question reported by the writer ("the nurse asked whether I'd had thoughts of
    /// harming myself", "the PHQ-9 question about hurting myself", "the difference between …"):
    /// `negated` when the sentence answers no ("and I honestly said no", ": not at all"),
    /// `third-person` (the asker's words, caution) when it gives no answer, nil when it is not
    /// such a question or the answer is yes (then the phrase is the writer's own).
    static func screeningQuestion(around range: Range<Int>, _ tokens: [String], _ clauses: [Int]) -> PhraseFinding.Effect? {
        let start = range.lowerBound
        let breaks: Set<String> = ["and", "but", "so", "then", "y", "pero", "luego", "et", "mais", "puis"]
        func writerSpeaksAgain(_ span: Range<Int>) -> Bool {
            // "asked if I was okay **and I** want to die": the writer's own statement follows.
            guard let conjunction = span.first(where: { breaks.contains(tokens[$0]) }) else { return false }
            return tokens[conjunction..<span.upperBound].contains {
                ScreenContext.firstPersonWords.contains($0) || ScreenContext.firstPersonVerbs.contains($0)
            }
        }
        func writerAsks(_ frame: Int) -> Bool {
            // "I want to ask if …", "je me demande si …", "me pregunto si …": the writer's own question;
            // not "me preguntaron si …", "on me demande si …", "il m'a demandé si …" (someone asked
            // the writer; "I have **a** question about …" stays the writer's).
            if ScreenContext.othersAskVerbs.contains(tokens[frame]) { return false }
            if frame >= 2 {
                let (first, second) = (tokens[frame - 2], tokens[frame - 1])
                if ScreenContext.askedPronouns.contains(first) && ScreenContext.askingAuxiliaries.contains(second)
                    || first == "on" && ScreenContext.askedPronouns.contains(second) { return false }
            }
            let window = tokens[max(0, frame - 4)..<frame]
            return !window.contains(where: ScreenContext.askers.contains) && window.contains(where: ScreenContext.writerAskers.contains)
        }
        let asked = ScreenContext.questionFrames.flatMap { $0.matches(in: tokens) }.contains { frame in
            guard !writerAsks(frame.range.lowerBound) else { return false }
            let end = frame.range.upperBound
            return end <= start && start - end <= 12 && clauses[frame.range.lowerBound] == clauses[start] && !writerSpeaksAgain(end..<start)
        }
        guard asked, !ScreenContext.deceptionMarkers.contains(where: { !$0.matches(in: tokens).isEmpty }) else { return nil }
        let after = Array(tokens[range.upperBound...])
        if ScreenContext.affirmativeAnswers.contains(where: { !$0.matches(in: after).isEmpty }) { return nil }
        let said = ScreenContext.negativeAnswers.flatMap { $0.matches(in: after) }.contains { answer in
            answer.range.lowerBound == 0 || after[answer.range.lowerBound - 1] != "not"
        }
        let clauseStartsNo = (range.upperBound..<tokens.count).contains { index in
            clauses[index] != clauses[index - 1] && ScreenContext.negativeAnswerWords.contains(tokens[index])
        }
        return said || clauseStartsNo ? .negated : .thirdPerson
    }

    /// A negation right before the phrase in its clause (only filler words between), inside a gap
    /// of the phrase ("veux **pas** mourir"), or a denial right after or before it ("matarme **no se
    /// me pasa por la cabeza**", "**ni se me pasa por la cabeza** hacerme daño").
    ///
    /// A phrase that is itself negative ("plus envie de vivre", "aucune raison de vivre") keeps
    /// its meaning after "je n'ai"; a negation followed by a new subject ("je sais pas **je** veux …")
    /// closed an earlier verb, unless it is an adverb ("**jamais** je vais …").
    static func isNegated(_ match: PhrasePattern.Match, _ tokens: [String], _ clauses: [Int]) -> Bool {
        if match.skipped.contains(where: { ScreenContext.negators.contains(tokens[$0]) }) { return true }
        let start = match.range.lowerBound
        if tokens[match.range].contains(where: { ScreenContext.negators.contains($0) || $0 == "plus" }) { return false }
        var index = start - 1
        while index >= 0, start - index <= 5, clauses[index] == clauses[start] {
            let word = tokens[index]
            if ScreenContext.negators.contains(word) {
                if tokens[max(0, index - 2)...start].contains(where: ScreenContext.stopVerbs.contains) { return false }
                return !ScreenContext.subjectPronouns.contains(tokens[index + 1]) || ScreenContext.adverbialNegators.contains(word)
            }
            guard ScreenContext.negationBridge.contains(word) else { break }
            index -= 1
        }
        return isDenied(match, tokens)
    }

    /// A denial starting at most `denialReach` words after the phrase (`ScreenContext.denialsAfter`)
    /// or ending at most that many before it (`ScreenContext.denialsBefore`).
    static func isDenied(_ match: PhrasePattern.Match, _ tokens: [String]) -> Bool {
        let (start, end) = (match.range.lowerBound, match.range.upperBound)
        let after = Array(tokens[end...])
        let before = Array(tokens[..<start])
        return ScreenContext.denialsAfter.contains { denial in
            denial.matches(in: after).contains { $0.range.lowerBound <= ScreenContext.denialReach }
        } || ScreenContext.denialsBefore.contains { denial in
            denial.matches(in: before).contains { before.count - $0.range.upperBound <= ScreenContext.denialReach }
        }
    }

    /// The nearest person named before the phrase is someone other than the writer ("my" before
    /// the writer's work — "the hero of my novel" — names no person).
    static func subjectIsSomeoneElse(before start: Int, _ tokens: [String], _ clauses: [Int], vocabulary: SafetyVocabulary) -> Bool {
        for index in tokens[..<start].indices.reversed() {
            let word = tokens[index]
            if isPossessiveOfAWork(at: index, tokens, vocabulary: vocabulary) { continue }
            if vocabulary.firstPerson.contains(word) || ScreenContext.firstPersonVerbs.contains(word) || isSpanishPerfect(at: index, tokens) {
                return false
            }
            if vocabulary.otherSubjects.contains(word) && !isObjectOfAVerb(at: index, tokens, clauses) { return true }
        }
        return false
    }

    /// "I dropped **the kids** at school and came home and took all my tablets": a person after
    /// a determiner that follows a word of the same clause other than a clause opener is the
    /// object of a verb, not the one acting ("and the kids took", "in my play, the hero wants",
    /// "a friend who is self-harming" still name the actor).
    private static func isObjectOfAVerb(at index: Int, _ tokens: [String], _ clauses: [Int]) -> Bool {
        guard index >= 2, ScreenContext.determiners.contains(tokens[index - 1]), clauses[index - 2] == clauses[index],
              index + 1 == tokens.count || !ScreenContext.relativePronouns.contains(tokens[index + 1])
        else { return false }
        return !ScreenContext.clauseOpeners.contains(tokens[index - 2])
    }

    /// Spanish "he" before a participle is the writer's "I have" ("he pensado", "he comprado"),
    /// not English "he".
    static func isSpanishPerfect(at index: Int, _ tokens: [String]) -> Bool {
        guard tokens[index] == "he", index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return next.count > 4 && ["ado", "ido", "ada", "ida", "ando", "iendo", "cho", "sto", "rto", "elto"].contains { next.hasSuffix($0) }
    }

    /// A distant-past marker ("used to", "years ago", "at sixteen", "a los diecinueve") without a
    /// word that makes it current ("again"), in the clause of the phrase; or a recovery frame
    /// ("five years clean", "ni me acuerdo de la última vez") not undone by a relapse.
    static func isDistantPast(_ tokens: [String]) -> Bool {
        if ScreenContext.recoveryMarkers.contains(where: { !$0.matches(in: tokens).isEmpty }),
           !tokens.contains(where: ScreenContext.relapseMarkers.contains) {
            return true
        }
        return (ScreenContext.pastMarkers.contains { !$0.matches(in: tokens).isEmpty } || tokens.contains(where: isPastYear)
            || mentionsAnAge(tokens))
            && !tokens.contains { ScreenContext.recentMarkers.contains($0) }
            && !ScreenContext.ongoingMarkers.contains { !$0.matches(in: tokens).isEmpty }
    }

    /// The distant past for the token at `index`: its clause is dated, or the sentence opens with a
    /// short dating clause that covers the rest ("Il y a dix ans, j'ai …", "A los diecinueve, …")
    /// and nothing in it is current.
    static func isPast(at index: Int, _ tokens: [String], _ clauses: [Int]) -> Bool {
        let clause = clauses[index]
        if isDistantPast(tokens.indices.filter { clauses[$0] == clause }.map { tokens[$0] }) { return true }
        guard let opening = clauses.first, clause != opening else { return false }
        let openingTokens = tokens.indices.filter { clauses[$0] == opening }.map { tokens[$0] }
        return openingTokens.count <= 6 && isDistantPast(openingTokens)
            && !tokens.contains { ScreenContext.recentMarkers.contains($0) || ScreenContext.relapseMarkers.contains($0) }
    }

    /// An age that dates the clause: "at sixteen", "aged 16", "16 years old", "a los 19",
    /// "con 15 años", "à dix-neuf ans" (a bare "at 10" is a time, not an age).
    static func mentionsAnAge(_ tokens: [String]) -> Bool {
        func word(_ index: Int) -> String { tokens.indices.contains(index) ? tokens[index] : "" }
        func isAge(_ token: String) -> Bool {
            if let number = Int(token) { return (5...99).contains(number) }
            return ScreenContext.ageWords.contains(token)
        }
        let englishAges: Set<String> = ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
        for index in tokens.indices {
            let token = tokens[index]
            if token == "at", englishAges.contains(word(index + 1)) { return true }
            if token == "aged" || (token == "age" && ["at", "the"].contains(word(index - 1))), isAge(word(index + 1)) { return true }
            if isAge(token), word(index + 1) == "years", word(index + 2) == "old" { return true }
            if token == "a", word(index + 1) == "los", isAge(word(index + 2)) { return true }
            if token == "con", isAge(word(index + 1)), word(index + 2) == "anos" { return true }
            if token == "a", isAge(word(index + 1)), word(index + 2) == "ans" || word(index + 3) == "ans" { return true }
        }
        return false
    }

    /// A year such as "2015" (1950 up to two years ago) dates what the clause says.
    private static func isPastYear(_ token: String) -> Bool {
        guard token.count == 4, let year = Int(token) else { return false }
        return year >= 1950 && year <= ScreenContext.latestPastYear
    }
}
