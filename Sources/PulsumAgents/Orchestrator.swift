import Foundation
import PulsumAnalytics
import PulsumCore
import PulsumEmbedding
import PulsumFiles
import PulsumRanking
import PulsumReport
import PulsumSafety
import PulsumStore
import PulsumVectorStore

/// The composition root the CLI talks to: it finds the model and data files, opens what a
/// command needs, and hands each agent its dependencies (no singletons).
public struct Orchestrator: Sendable {
    /// The person's data folder.
    public let folder: DataDirectory
    /// The embedding model's files.
    public let modelFiles: ModelFiles

    public init(folder: DataDirectory, modelFiles: ModelFiles = .locate()) {
        self.folder = folder
        self.modelFiles = modelFiles
    }

    /// The sentence embedder (loads the model: tens of milliseconds).
    public func embedder() throws -> MiniLMEmbedder { try MiniLMEmbedder.load(from: modelFiles) }

    /// The crisis screen over `embedder`, with the shipped crisis prototypes, whose embeddings
    /// are cached in `index` (re-embedded only when the list or the model changes).
    func safetyAgent(embedder: any TextEmbedder, model: EmbeddingModelIdentity, index: URL) async throws -> SafetyAgent {
        let prototypes = try CrisisPrototypes.load(from: CrisisPrototypes.locate())
        let entries = prototypes.map { EmbeddingIndex.Entry(id: $0.id, text: $0.text) }
        let sync = try await EmbeddingIndex.open(at: index, entries: entries, embedder: embedder, model: model)
        return try SafetyAgent(embedder: embedder, prototypes: prototypes,
                               prototypeVectors: await EmbeddingIndex.vectors(of: entries, in: sync.store))
    }

    /// The built-in micro-moment library plus the person's imported items.
    public func library() throws -> MicroMomentLibrary {
        try MicroMomentLibrary.load(files: LibraryFiles.locate(dataFolder: folder))
    }

    /// The coach, with the folder's coaching files; takes the coaching lock (a second concurrent
    /// coaching command gets ``PulsumCore/PulsumError/dataFolderBusy(path:)``).
    public func coachAgent() async throws -> (agent: CoachAgent, lock: FileLock) {
        try folder.prepare()
        let coachFolder = folder.file("coach")
        try FileManager.default.createDirectory(at: coachFolder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let lock = try FileLock(path: coachFolder.appendingPathComponent("coach.lock").path)
        let embedder = try embedder()
        let model = EmbeddingModelIdentity(id: embedder.modelID, hash: Self.modelHash)
        let safety = try await safetyAgent(embedder: embedder, model: model,
                                           index: CoachFiles(folder: coachFolder).prototypeIndex)
        let agent = CoachAgent(embedder: embedder, safety: safety, library: try library(), model: model,
                               folder: coachFolder)
        return (agent, lock)
    }

    /// Ranking context from the latest scored day if it is at most three days old (else empty:
    /// stale numbers should not steer today's suggestions; ``staleDataWarning(today:)`` says so).
    public func todaysDayFeatures(today: LocalDate) throws -> [String: Double] {
        guard FileManager.default.fileExists(atPath: folder.database.path) else { return [:] }
        let database = try PulsumDatabase(path: folder.database.path)
        guard let latest = try database.latestDayScore(asOf: today), latest.date >= today.adding(days: -StatusView.staleAfterDays) else {
            return [:]
        }
        let analysis = try JSONDecoder().decode(DayAnalysis.self, from: Data(latest.json.utf8))
        return CoachContext.dayFeatures(from: analysis.features)
    }

    /// The model weights' pinned SHA-256 (recorded in the library index).
    static let modelHash = ModelFiles.pinnedSHA256.first { $0.file == "model.safetensors" }?.sha256 ?? "unknown"
}
