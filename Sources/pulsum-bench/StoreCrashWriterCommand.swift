import ArgumentParser
import Foundation
import PulsumBenchSupport
import PulsumVectorStore

/// `pulsum-bench store-crash-writer`: saves generation G over the file (to be killed at random).
struct StoreCrashWriterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-crash-writer",
        abstract: "Save generation G of a synthetic vector store (crash-safety test helper).",
        discussion: "Exit status: 0 when saved; 1 on an error.")

    @OptionGroup var options: CrashStoreOptions

    @Option(help: "The generation to write.")
    var generation: Int

    func run() async throws {
        let store = try await CrashGeneration.build(generation: generation, rows: options.rows, dimension: options.dim)
        try await store.save(to: URL(fileURLWithPath: options.file))
    }
}
