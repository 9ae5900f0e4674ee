import ArgumentParser

/// `pulsum-bench`: measurements of Pulsum's engines, alone or against their reference tools.
struct PulsumBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pulsum-bench",
        abstract: "Measure Pulsum's engines (vector search, embedding, ranking, rolling statistics, Apple reader, …).",
        discussion: """
            Use a release build (make bench, or swift build -c release) for figures worth quoting. \
            `pulsum-bench all` runs every comparison with its reference tool and prints one table \
            of ratios; the other commands time one engine. See Benchmarks/README.md.
            """,
        subcommands: [
            AllCommand.self, SearchCommand.self, StoreCommand.self, EmbedCommand.self, RankCommand.self,
            RollingCommand.self, AnalysisCommand.self, AppleReaderCommand.self,
            StoreCrashWriterCommand.self, StoreCrashCheckCommand.self,
        ])
}
