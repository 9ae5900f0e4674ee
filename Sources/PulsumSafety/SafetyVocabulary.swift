import Foundation
import PulsumCore

/// The word classes of the screen's grammar and its exceptions (idioms, benign frames,
/// informational words), read from `Data/safety/screen-vocabulary.json` so that they can be
/// reviewed and extended without touching code. All words are in normalised form (see
/// `TextNormalizer`); patterns use the `PhrasePattern` notation.
public struct SafetyVocabulary: Sendable {
    /// The writer ("i", "my", "je", "yo").
    let firstPerson: Set<String>
    /// Someone other than the writer.
    let otherSubjects: Set<String>
    /// Lethal means that can be held, by kind (`medication`, `rope`, `firearm`, …).
    let means: [(kind: String, pattern: PhrasePattern)]
    let acquireVerbs: PhrasePattern
    let readyWords: PhrasePattern
    let tiedObjects: [PhrasePattern]
    let takeVerbs: PhrasePattern
    let wholeQuantity: Set<String>
    let numberWords: [String: Int]
    /// A number of pills at or above this is a lethal quantity.
    let lethalQuantity: Int
    /// Words before a number that make it a time ("at 10", "a las 11", "vers 23").
    let clockWords: Set<String>
    /// Words after a number that make it a strength or a time ("500 mg", "10 pm", "23 h").
    let unitWords: Set<String>
    let methodActs: [PhrasePattern]
    let inProgress: [PhrasePattern]
    let timeMarkers: [PhrasePattern]
    let intentActs: [PhrasePattern]
    let farewell: [PhrasePattern]
    let benignFrames: [PhrasePattern]
    /// A move, a new job or decluttering: it explains farewells and giving things away.
    let departureFrames: [PhrasePattern]
    /// The writer's denial of suicidality or an intrusive thought named as such ("no intention of
    /// harming myself", "the call of the void"): see `KeywordScreen.findings(inSegments:vocabulary:)`.
    let denials: [PhrasePattern]
    let informational: Set<String>
    /// Heights and rails a person can jump from or lie on, and the verbs of jumping.
    let places: PhrasePattern
    let jumpVerbs: PhrasePattern
    /// Words that ask how deadly a means is ("lethal", "to die", "how high").
    let lethality: PhrasePattern
    let selfInjury: [PhrasePattern]
    /// A wish ("hope", "ojalá") followed by a death outcome ("never wake up") is a passive wish.
    let wishes: PhrasePattern
    let deathOutcomes: [PhrasePattern]
    /// A marker of resolve ("I've decided", "this time") with an act ("do it") is intent.
    let intentMarkers: [PhrasePattern]
    let doIt: [PhrasePattern]
    let notAround: [PhrasePattern]
    /// A lead of thought ("thinking about", "pienso en") or of intent ("going to", "je vais")
    /// followed by a self-directed death ("kill myself", "en finir").
    let ideationLeads: PhrasePattern
    let intentLeads: PhrasePattern
    let selfOutcomes: [PhrasePattern]
    let planKnowledge: [PhrasePattern]
    /// What a lead of thought ("keep thinking about", "picturing") may name to be a method:
    /// an act ("stepping forward", "using it on myself") or a place ("the train tracks").
    let methodImages: [PhrasePattern]
    /// The word classes of passive wishes read by grammar (`MeansGrammar+Wishes`).
    let wishWords: WishWords
    /// `wishWords.leads` as one pattern.
    let wishLeads: PhrasePattern
    let wishAcceptances: [PhrasePattern]
    let wishReliefs: [PhrasePattern]
    /// The word classes of self-injury read by grammar (`MeansGrammar+SelfInjury`).
    let selfInjuryWords: SelfInjuryWords
    /// `selfInjuryWords.acts` as one pattern, and its purposes.
    let selfInjuryActs: PhrasePattern
    let selfInjuryPurposes: [PhrasePattern]
    /// Words after a lead of thought that point back at a firearm or poison named in the sentence
    /// ("I know where he keeps his gun and I keep thinking about **it**").
    let meansReferents: Set<String>
    /// "I'm on" + an edge + "now" is an attempt in progress.
    let presentOn: [PhrasePattern]
    let edges: PhrasePattern
    let nowWords: Set<String>
    /// Verbs of swallowing that need no named means with "all" or "the whole bottle".
    let strongTake: PhrasePattern
    /// Acts on the writer's own body or life ("took", "cut", "jumped", "me tomé", "j'ai bu").
    let harmActs: PhrasePattern
    /// The purpose of dying after an act ("on purpose", "to end it", "para morirme", "pour en
    /// finir"): an act with it is an attempt.
    let purposeOfDying: [PhrasePattern]
    /// Idiom groups by id: their words never count for anything else.
    let idioms: [(id: String, patterns: [PhrasePattern])]
    /// Undoes one keyboard slip in a word of the patterns above or of the phrase lists.
    let typos: TypoCorrector

    /// The file's name in `Data/safety/`.
    public static let fileName = "screen-vocabulary.json"
    /// The format version this code reads.
    public static let version = 1

    /// Reads and checks the file.
    ///
    /// - Throws: `PulsumError.unreadableFile` or `PulsumError.corruptFile` naming the file.
    public static func load(from url: URL) throws -> SafetyVocabulary {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw PulsumError.corruptFile(path: url.path, reason: "not a screen vocabulary: \(error.localizedDescription)")
        }
        guard file.format == "pulsum-safety-vocabulary", file.version == version else {
            throw PulsumError.corruptFile(path: url.path, reason: "format \(file.format) version \(file.version), expected pulsum-safety-vocabulary version \(version)")
        }
        guard !file.means.isEmpty, !file.firstPerson.isEmpty, !file.idioms.isEmpty else {
            throw PulsumError.corruptFile(path: url.path, reason: "a word class is empty")
        }
        return SafetyVocabulary(file)
    }

    private init(_ file: File) {
        func alternatives(_ words: [String]) -> PhrasePattern { PhrasePattern(words.joined(separator: "|")) }
        firstPerson = Set(file.firstPerson)
        otherSubjects = Set(file.otherSubjects)
        means = file.means.keys.sorted().map { kind in (kind, alternatives(file.means[kind] ?? [])) }
        acquireVerbs = alternatives(file.acquireVerbs)
        readyWords = alternatives(file.readyWords)
        tiedObjects = file.tiedObjects.map(PhrasePattern.init)
        takeVerbs = alternatives(file.takeVerbs)
        wholeQuantity = Set(file.wholeQuantity)
        numberWords = file.numberWords
        lethalQuantity = file.lethalQuantity
        clockWords = Set(file.clockWords)
        unitWords = Set(file.unitWords)
        methodActs = file.methodActs.map(PhrasePattern.init)
        inProgress = file.inProgress.map(PhrasePattern.init)
        timeMarkers = file.timeMarkers.map(PhrasePattern.init)
        intentActs = file.intentActs.map(PhrasePattern.init)
        farewell = file.farewell.map(PhrasePattern.init)
        benignFrames = file.benignFrames.map(PhrasePattern.init)
        departureFrames = file.departureFrames.map(PhrasePattern.init)
        denials = file.denials.map(PhrasePattern.init)
        informational = Set(file.informational)
        places = alternatives(file.places)
        jumpVerbs = alternatives(file.jumpVerbs)
        lethality = alternatives(file.lethality)
        selfInjury = file.selfInjury.map(PhrasePattern.init)
        wishes = alternatives(file.wishes)
        deathOutcomes = file.deathOutcomes.map(PhrasePattern.init)
        intentMarkers = file.intentMarkers.map(PhrasePattern.init)
        doIt = file.doIt.map(PhrasePattern.init)
        notAround = file.notAround.map(PhrasePattern.init)
        ideationLeads = alternatives(file.ideationLeads)
        intentLeads = alternatives(file.intentLeads)
        selfOutcomes = file.selfOutcomes.map(PhrasePattern.init)
        planKnowledge = file.planKnowledge.map(PhrasePattern.init)
        methodImages = file.methodImages.map(PhrasePattern.init)
        wishWords = file.wishGrammar
        wishLeads = alternatives(file.wishGrammar.leads)
        wishAcceptances = file.wishGrammar.acceptances.map(PhrasePattern.init)
        wishReliefs = file.wishGrammar.reliefs.map(PhrasePattern.init)
        selfInjuryWords = file.selfInjuryGrammar
        selfInjuryActs = alternatives(file.selfInjuryGrammar.acts)
        selfInjuryPurposes = file.selfInjuryGrammar.purposes.map(PhrasePattern.init)
        meansReferents = Set(file.meansReferents)
        presentOn = file.presentOn.map(PhrasePattern.init)
        edges = alternatives(file.edges)
        nowWords = Set(file.nowWords)
        strongTake = alternatives(file.strongTake)
        harmActs = alternatives(file.harmActs)
        purposeOfDying = file.purposeOfDying.map(PhrasePattern.init)
        idioms = file.idioms.keys.sorted().map { id in (id, (file.idioms[id] ?? []).map(PhrasePattern.init)) }
        typos = TypoCorrector(
            targets: Self.patternWords(of: file),
            others: Set(file.firstPerson).union(file.otherSubjects).union(file.wholeQuantity).union(file.numberWords.keys)
                .union(file.informational))
    }

    /// Every spelling the file's grammar patterns and the phrase lists accept.
    private static func patternWords(of file: File) -> Set<String> {
        let lists = [file.acquireVerbs, file.readyWords, file.tiedObjects, file.takeVerbs, file.methodActs, file.inProgress,
                     file.timeMarkers, file.intentActs, file.farewell, file.places, file.jumpVerbs, file.lethality, file.selfInjury,
                     file.wishes, file.deathOutcomes, file.intentMarkers, file.doIt, file.notAround, file.ideationLeads,
                     file.intentLeads, file.selfOutcomes, file.planKnowledge, file.edges, file.strongTake, file.methodImages, file.harmActs,
                     file.purposeOfDying]
        let notations = lists.flatMap { $0 } + file.means.values.flatMap { $0 }
        var words = Set<String>()
        for pattern in notations.map(PhrasePattern.init) + CrisisLexicon.entries.flatMap(\.patterns) { words.formUnion(pattern.words) }
        return words
    }

    /// The file as written.
    private struct File: Decodable {
        let format: String
        let version: Int
        let firstPerson: [String]
        let otherSubjects: [String]
        let means: [String: [String]]
        let acquireVerbs: [String]
        let readyWords: [String]
        let tiedObjects: [String]
        let takeVerbs: [String]
        let wholeQuantity: [String]
        let numberWords: [String: Int]
        let lethalQuantity: Int
        let clockWords: [String]
        let unitWords: [String]
        let methodActs: [String]
        let inProgress: [String]
        let timeMarkers: [String]
        let intentActs: [String]
        let farewell: [String]
        let benignFrames: [String]
        let departureFrames: [String]
        let denials: [String]
        let informational: [String]
        let idioms: [String: [String]]
        let places: [String]
        let jumpVerbs: [String]
        let lethality: [String]
        let selfInjury: [String]
        let wishes: [String]
        let deathOutcomes: [String]
        let intentMarkers: [String]
        let doIt: [String]
        let notAround: [String]
        let ideationLeads: [String]
        let intentLeads: [String]
        let selfOutcomes: [String]
        let planKnowledge: [String]
        let methodImages: [String]
        let meansReferents: [String]
        let presentOn: [String]
        let edges: [String]
        let nowWords: [String]
        let strongTake: [String]
        let harmActs: [String]
        let purposeOfDying: [String]
        let wishGrammar: WishWords
        let selfInjuryGrammar: SelfInjuryWords
    }
}
