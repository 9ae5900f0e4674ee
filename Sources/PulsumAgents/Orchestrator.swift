import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumFiles
import PulsumRanking
import PulsumReport
import PulsumSafety
import PulsumVectorStore

#if canImport(Glibc)
import Glibc
#endif

/// The one composition root: it finds the data folder, the model and the shipped data files,
/// and builds each agent with its dependencies (no singletons). Every command goes through it;
/// the command line imports only this module and PulsumCore.
///
/// Agents own their locks: the ``DataAgent`` takes the data folder's write lock on its first
/// write, the ``CoachAgent`` the coaching lock when it is built, and each releases its lock when
/// it is released. Nobody else holds a lock.
public struct Orchestrator: Sendable {
    /// The person's data folder.
    public let folder: DataDirectory
    /// The embedding model's files.
    public let modelFiles: ModelFiles
    /// Where the shipped files (library, crisis prototypes, model) are looked for, in order.
    public let shareFolders: [ShareFolder]
    /// The folder's encryption and key, shared by the agents built here (found once per command).
    let access: FolderAccess

    /// An orchestrator over `folder`, finding the shipped files along `shareFolders`; an encrypted
    /// folder's key comes from `keys`.
    public init(folder: DataDirectory, shareFolders: [ShareFolder] = ShareFolder.searchPath(), modelFiles: ModelFiles? = nil,
                keys: KeyRequest = KeyRequest()) {
        self.folder = folder
        self.shareFolders = shareFolders
        self.modelFiles = modelFiles ?? .locate(searchPath: shareFolders)
        self.access = FolderAccess(folder: folder, request: keys)
    }

    /// The orchestrator of the data folder at `path`, else `$PULSUM_HOME`, else
    /// `$XDG_DATA_HOME/pulsum` (`~/.local/share/pulsum`); an encrypted folder's key comes from `keys`.
    public init(dataFolder path: String?, keys: KeyRequest = KeyRequest()) {
        self.init(folder: .resolve(explicit: path), keys: keys)
    }

    /// The data folder's path, for messages.
    public var dataFolderPath: String { folder.url.path }

    /// The agent that owns the database (ingest, scoring and every read of it).
    public func dataAgent() -> DataAgent { DataAgent(folder: folder, access: access) }

    /// The sentence embedder (loads the model: tens of milliseconds).
    public func embedder() throws -> MiniLMEmbedder { try MiniLMEmbedder.load(from: modelFiles) }

    /// The built-in micro-moment library plus the person's imported items.
    public func library() throws -> MicroMomentLibrary {
        try MicroMomentLibrary.load(files: libraryFiles)
    }

    /// Where the built-in library and the person's imported items live.
    var libraryFiles: LibraryFiles {
        var files = LibraryFiles.locate(dataFolder: folder, searchPath: shareFolders)
        files.storage = access.libraryStorage
        return files
    }

    /// The crisis screen with the local model and the shipped crisis prototypes.
    ///
    /// The prototypes' embeddings come from the coaching cache (`<data>/coach/crisis-prototypes.pvs`),
    /// else from the shipped ones (`safety/crisis-prototypes.pvs`, made by the pinned model);
    /// entries neither holds (an edited prototype) are embedded, and the cache is refreshed when
    /// the coaching lock is free in a data folder that exists and can be written. Otherwise — a
    /// folder busy, read-only or not made yet — it embeds in memory and writes nothing.
    public func safetyAgent() async throws -> SafetyAgent {
        let embedder = try embedder()
        let lock = coachLockIfFree()
        defer { withExtendedLifetime(lock) {} }
        return try await safetyAgent(embedder: embedder, model: modelIdentity(of: embedder),
                                     index: CoachFiles(folder: coachFolder).prototypeIndex, persist: lock != nil)
    }

    /// The coaching lock when the data folder exists, is writable and no other process holds the
    /// lock; `nil` otherwise (never waits, never creates the data folder).
    private func coachLockIfFree() -> FileLock? {
        guard folder.permissions != nil, Glibc.access(folder.url.path, W_OK) == 0 else { return nil }
        try? FileManager.default.createDirectory(at: coachFolder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        return try? FileLock(path: coachFolder.appendingPathComponent("coach.lock").path)
    }

    /// The coach, with the folder's coaching files; it takes the coaching lock (a second
    /// concurrent coaching command gets ``PulsumCore/PulsumError/dataFolderBusy(path:)``) and
    /// holds it until it is released.
    public func coachAgent() async throws -> CoachAgent {
        try folder.prepare()
        try FileManager.default.createDirectory(at: coachFolder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let lock = try FileLock(path: coachFolder.appendingPathComponent("coach.lock").path)
        let embedder = try embedder()
        let model = modelIdentity(of: embedder)
        let safety = try await safetyAgent(embedder: embedder, model: model,
                                           index: CoachFiles(folder: coachFolder).prototypeIndex, persist: true)
        return CoachAgent(embedder: embedder, safety: safety, library: try library(), model: model,
                          folder: coachFolder, lock: lock, store: try access.store(), audit: try access.audit(),
                          librarySeed: ShareFolder.locate(.libraryVectors, in: shareFolders))
    }

    /// Ranking context from the latest scored day if it is at most three days old (else empty:
    /// stale numbers should not steer today's suggestions; ``DataAgent/staleDataWarning(today:)``
    /// says so).
    public func todaysDayFeatures(today: LocalDate) async throws -> [String: Double] {
        guard let latest = try await dataAgent().latestAnalysis(asOf: today),
              latest.date >= today.adding(days: -StatusView.staleAfterDays) else {
            return [:]
        }
        return CoachContext.dayFeatures(from: latest.features)
    }

    private var coachFolder: URL { folder.file("coach") }

    /// The crisis screen over `embedder`, with the shipped crisis prototypes, whose embeddings
    /// are cached in `index`, starting from the shipped ones (re-embedded only when the list or
    /// the model changes; saved only when `persist`).
    func safetyAgent(embedder: any TextEmbedder, model: EmbeddingModelIdentity, index: URL,
                     persist: Bool) async throws -> SafetyAgent {
        let prototypes = try CrisisPrototypes.load(from: CrisisPrototypes.locate(searchPath: shareFolders))
        let entries = prototypes.map { EmbeddingIndex.Entry(id: $0.id, text: $0.text) }
        let sync = try await EmbeddingIndex.open(at: index, entries: entries, embedder: embedder, model: model,
                                                 persist: persist, seed: ShareFolder.locate(.prototypeVectors, in: shareFolders))
        return try SafetyAgent(embedder: embedder, prototypes: prototypes,
                               prototypeVectors: await EmbeddingIndex.vectors(of: entries, in: sync.store))
    }

    private func modelIdentity(of embedder: MiniLMEmbedder) -> EmbeddingModelIdentity {
        EmbeddingModelIdentity(id: embedder.modelID, hash: Self.modelHash)
    }

    /// The model weights' pinned SHA-256 (recorded in the library index).
    static let modelHash = ModelFiles.pinnedSHA256.first { $0.file == "model.safetensors" }?.sha256 ?? "unknown"
}
