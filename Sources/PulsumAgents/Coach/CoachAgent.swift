import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumFiles
import PulsumRanking
import PulsumSafety
import PulsumVectorStore

/// Owns the coaching state — the library index (vector store) and the ranker — and answers
/// recommendation requests, screening the text for crisis before anything else touches it.
///
/// In crisis the agent returns the crisis response and no items, and stores and learns nothing.
///
/// The agent holds the coaching lock (`<data>/coach/coach.lock`) from its creation by the
/// ``Orchestrator`` until it is released, so two coaching commands never interleave their
/// read-modify-write of the ranker state; the second gets exit status 3.
public actor CoachAgent {
    private let embedder: any TextEmbedder
    private let safety: SafetyAgent
    private let library: MicroMomentLibrary
    private let model: EmbeddingModelIdentity
    private let files: CoachFiles
    private var index: VectorStore?
    /// Held for the agent's lifetime; released with it.
    private let lock: FileLock?
    /// Where recommendations and feedback are recorded (`nil`: nowhere, tests).
    private let audit: AuditTrail?
    /// The shipped embeddings of the built-in library, read when the folder has no index.
    private let librarySeed: URL?

    /// How many nearest items retrieval hands to the ranker.
    public static let retrievalDepth = 40

    /// - Parameters:
    ///   - folder: where the index, ranker state and feedback history live (`<data>/coach`).
    ///   - model: the embedding model's identity, recorded in the index file.
    ///   - lock: the coaching lock, held until the agent is released.
    ///   - librarySeed: the shipped embeddings of the built-in library (`library-index.pvs`).
    init(embedder: any TextEmbedder, safety: SafetyAgent, library: MicroMomentLibrary,
         model: EmbeddingModelIdentity, folder: URL, lock: FileLock?, store: FileStore = .plaintext,
         audit: AuditTrail? = nil, librarySeed: URL? = nil) {
        self.lock = lock
        self.librarySeed = librarySeed
        self.embedder = embedder
        self.safety = safety
        self.library = library
        self.model = model
        self.files = CoachFiles(folder: folder, store: store)
        self.audit = audit
    }

    /// Screens `text`, then retrieves and ranks micro-moments for it and today's features.
    ///
    /// - Parameters:
    ///   - dayFeatures: ranking context from today's analysis (see `CoachContext.dayFeatures`).
    ///   - explorationSeed: when set, Thompson-sample the weights with this seed.
    public func recommend(_ text: String, dayFeatures: [String: Double], count: Int = 5,
                          explorationSeed: UInt64? = nil, now: Date = Date()) async throws -> Recommendation {
        let assessment = try safety.assess(text)
        guard assessment.level != .crisis else {
            try audit?.record(.recommend, counts: ["items": 0, "crisis": 1])
            return Recommendation(safety: assessment, items: [], note: nil, disclaimer: nil)
        }
        try files.prepare()
        try CoachCommit(files: files).finishInterrupted()
        let store = try await libraryIndex()
        guard let query = try embedder.embed([text]).first else {
            return Recommendation(safety: assessment, items: [], note: nil, disclaimer: nil)
        }
        let matches = try await store.search(query, k: min(Self.retrievalDepth, max(1, library.items.count)))
        let candidates = matches.compactMap { match in
            library.item(id: match.id).map { RecRanker.Candidate(item: $0, similarity: Double(match.score)) }
        }
        let context = dayFeatures.merging(CoachContext.statedSituations(in: text, now: now)) { measured, _ in measured }
        var ranker = RecRanker(state: try files.loadRankerState())
        let ranked = ranker.rank(candidates, in: RecRanker.Context(features: context, now: now),
                                 exploration: explorationSeed.map(RecRanker.Exploration.init(seed:)))
        let shown = Array(ranked.prefix(max(1, count)))
        let similarity = Dictionary(uniqueKeysWithValues: candidates.map { ($0.item.id, $0.similarity) })
        let why = WhyText(text: text, context: context)
        let items = shown.map { entry in
            Recommendation.Item(id: entry.item.id, title: entry.item.title, action: entry.item.action,
                                category: entry.item.category.rawValue, minutes: entry.item.minutes,
                                score: entry.score,
                                why: why.phrase(for: entry, similarity: similarity[entry.item.id] ?? 0),
                                source: entry.item.source)
        }
        let last = LastRecommendation(shownAt: now,
                                      items: shown.map { .init(id: $0.item.id, similarity: similarity[$0.item.id] ?? 0) },
                                      context: context)
        ranker.recordShown(shown.map(\.item.id), at: now)
        try CoachCommit(files: files).commit([
            .init(name: files.lastRecommendation.lastPathComponent, data: try files.encoded(last)),
            .init(name: files.rankerState.lastPathComponent, data: try RankerStateFile.encode(ranker.state)),
        ])
        try audit?.record(.recommend, counts: ["items": items.count, "crisis": 0])
        return Recommendation(safety: assessment, items: items,
                              note: assessment.level == .caution ? Recommendation.cautionNote : nil,
                              disclaimer: Recommendation.disclaimer)
    }

    /// Learns "the person chose `chosen` over `others`" (default: the rest of the last list), in
    /// the context that list was shown in, and appends the event to the history. The ranker
    /// state and the history change in one commit (``CoachCommit``); a run that fails changes
    /// neither.
    public func feedback(chose chosen: String, over others: [String]? = nil, now: Date = Date()) throws -> FeedbackEvent {
        guard let chosenItem = library.item(id: chosen) else { throw CoachError.unknownItem(chosen) }
        let commit = CoachCommit(files: files)
        try commit.finishInterrupted()
        let last = try files.read(LastRecommendation.self, from: files.lastRecommendation)
        let otherIDs = others ?? last.map { $0.items.map(\.id).filter { $0 != chosen } } ?? []
        guard !otherIDs.isEmpty else { throw CoachError.noRecentRecommendation }
        if otherIDs.contains(chosen) { throw CoachError.choseAndOverSame(chosen) }
        let shownSimilarity = Dictionary(last?.items.map { ($0.id, $0.similarity) } ?? [], uniquingKeysWith: { a, _ in a })
        func candidate(_ item: MicroMoment) -> RecRanker.Candidate {
            RecRanker.Candidate(item: item, similarity: shownSimilarity[item.id] ?? 0)
        }
        let otherItems = try otherIDs.map { id -> MicroMoment in
            guard let item = library.item(id: id) else { throw CoachError.unknownItem(id) }
            return item
        }
        var history = try files.read([FeedbackEvent].self, from: files.feedbackHistory) ?? []
        var ranker = RecRanker(state: try files.loadRankerState())
        let context = RecRanker.Context(features: last?.context ?? [:], now: last?.shownAt ?? now)
        let probabilities = ranker.recordChoice(candidate(chosenItem), over: otherItems.map(candidate), in: context)
        let event = FeedbackEvent(at: now, chosen: chosen, over: otherIDs, probabilitiesBefore: probabilities)
        history.append(event)
        try commit.commit([
            .init(name: files.rankerState.lastPathComponent, data: try RankerStateFile.encode(ranker.state)),
            .init(name: files.feedbackHistory.lastPathComponent, data: try files.encoded(history)),
        ])
        try audit?.record(.feedback, counts: ["alternatives": otherIDs.count, "history-length": history.count])
        return event
    }

    /// Every feedback event, oldest first.
    public func feedbackHistory() throws -> [FeedbackEvent] {
        try CoachCommit(files: files).finishInterrupted()
        return try files.read([FeedbackEvent].self, from: files.feedbackHistory) ?? []
    }

    /// The library's embeddings: the folder's index, else the shipped ones, with the items neither
    /// holds (the person's imported ones) embedded. An encrypted folder keeps no index on disk —
    /// imported items' ids and embeddings are personal — so it embeds its imported items in
    /// memory on each run (and removes an index left from before it was encrypted).
    private func libraryIndex() async throws -> VectorStore {
        if let index { return index }
        let entries = library.items.map { EmbeddingIndex.Entry(id: $0.id, text: $0.searchText) }
        if files.store.isSealed, FileManager.default.fileExists(atPath: files.index.path) {
            try FileManager.default.removeItem(at: files.index)
        }
        let sync = try await EmbeddingIndex.open(at: files.index, entries: entries, embedder: embedder, model: model,
                                                 persist: !files.store.isSealed, seed: librarySeed)
        index = sync.store
        return sync.store
    }
}
