import ArgumentParser

/// `pulsum bench`: measurements of Pulsum's engines on any input.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure Pulsum's engines (vector search, …) on your own inputs.",
        discussion: "Use a release build (swift build -c release) for figures worth quoting.",
        subcommands: [BenchSearch.self, StoreCrashWriter.self, StoreCrashCheck.self, BenchRank.self, BenchStore.self])
}
