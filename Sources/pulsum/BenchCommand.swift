import ArgumentParser

/// `pulsum bench`: measurements of Pulsum's engines on any input.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure Pulsum's engines (vector search, ranking, rolling statistics, Apple reader, …).",
        discussion: "Use a release build (swift build -c release) for figures worth quoting.",
        subcommands: [
            BenchSearch.self, BenchStore.self, BenchRank.self, BenchRolling.self, BenchAnalysis.self, BenchAppleReader.self,
            StoreCrashWriter.self, StoreCrashCheck.self,
        ])
}
