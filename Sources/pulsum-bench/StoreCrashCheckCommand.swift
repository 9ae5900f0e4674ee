import ArgumentParser
import Foundation
import PulsumBenchSupport
import PulsumVectorStore

/// `pulsum-bench store-crash-check`: prints `{"generation": G}` when the file is exactly generation G.
struct StoreCrashCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-crash-check",
        abstract: "Load the store and print the generation it holds exactly (crash-safety test helper).",
        discussion: "Exit status: 0 when the file is exactly one generation; 1 when it fails to load or differs.")

    @OptionGroup var options: CrashStoreOptions

    func run() async throws {
        try await BenchOutput.reportingErrors {
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
            try BenchOutput.printJSON(["generation": generation])
        }
    }
}
