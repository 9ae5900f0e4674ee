import ArgumentParser
import Foundation
import PulsumVectorStore

/// The two halves of the vector store's crash-safety proof (`Benchmarks/vectors/crash_safety.py`):
/// a writer that saves a known "generation" of a store and may be killed at any moment, and a
/// checker that loads the file and says which generation it holds, comparing every byte of
/// content with a freshly built copy. Hidden from `--help`: test machinery, not a user command.
enum CrashGeneration {
    static let model = EmbeddingModelIdentity(id: "crash-test", hash: "generation-content")

    /// Generation `g`: `rows + g % 7` entries with vectors and payloads derived from `g`.
    static func build(generation g: Int, rows: Int, dimension: Int) async throws -> VectorStore {
        let store = try VectorStore(dimension: dimension, model: model)
        for i in 0..<(rows + g % 7) {
            let vector = (0..<dimension).map { j -> Float in
                let mixed: Int = (g &* 7919 &+ i &* 104_729 &+ j &* 31) % 2001 - 1000
                let offset: Float = j == 0 ? 2 : 0
                return Float(mixed) / 1000 + offset
            }
            try await store.upsert(id: "row-\(i)", vector: vector, payload: Data("generation \(g) row \(i)".utf8))
        }
        return store
    }

    /// The generation a loaded store claims (from row 0's payload).
    static func claimedGeneration(_ store: VectorStore) async -> Int? {
        guard let payload = await store.entry(id: "row-0")?.payload,
              let text = String(data: payload, encoding: .utf8), text.hasPrefix("generation ")
        else { return nil }
        return text.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}

/// Options shared by the writer and the checker.
struct CrashStoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The store file.", valueName: "file"))
    var file: String

    @Option(help: "Base number of rows per generation.")
    var rows = 20000

    @Option(help: "Vector dimension.")
    var dim = 384
}

/// `pulsum bench store-crash-writer`: saves generation G over the file (to be killed at random).
struct StoreCrashWriter: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-crash-writer",
        abstract: "Save generation G of a synthetic vector store (crash-safety test helper).",
        discussion: "Exit status: 0 when saved; 1 on an error.",
        shouldDisplay: false)

    @OptionGroup var options: CrashStoreOptions

    @Option(help: "The generation to write.")
    var generation: Int

    func run() async throws {
        let store = try await CrashGeneration.build(generation: generation, rows: options.rows, dimension: options.dim)
        try await store.save(to: URL(fileURLWithPath: options.file))
    }
}

/// `pulsum bench store-crash-check`: prints `{"generation": G}` when the file is exactly generation G.
struct StoreCrashCheck: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-crash-check",
        abstract: "Load the store and print the generation it holds exactly (crash-safety test helper).",
        discussion: "Exit status: 0 when the file is exactly one generation; 1 when it fails to load or differs.",
        shouldDisplay: false)

    @OptionGroup var options: CrashStoreOptions

    func run() async throws {
        do {
            let loaded = try VectorStore.load(from: URL(fileURLWithPath: options.file), model: CrashGeneration.model)
            guard let generation = await CrashGeneration.claimedGeneration(loaded) else {
                throw VectorStoreError.damaged(path: options.file, reason: "no generation marker")
            }
            let expected = try await CrashGeneration.build(generation: generation, rows: options.rows, dimension: options.dim)
            let ids = await expected.ids
            guard await loaded.ids == ids else {
                throw VectorStoreError.damaged(path: options.file, reason: "ids differ from generation \(generation)")
            }
            for id in ids {
                let (want, got) = (await expected.entry(id: id), await loaded.entry(id: id))
                guard want?.vector == got?.vector, want?.payload == got?.payload else {
                    throw VectorStoreError.damaged(path: options.file, reason: "\(id) differs from generation \(generation)")
                }
            }
            try Output.printJSON(["generation": generation])
        } catch let error as VectorStoreError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(1)
        }
    }
}
