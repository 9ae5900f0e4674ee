import ArgumentParser

/// `pulsum bench`: measurements in the build you run (use a release build for real figures).
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmarks of Pulsum's parts (build with -c release for meaningful numbers).",
        discussion: "See Benchmarks/ in the checkout for the scripts that compare with reference tools.",
        subcommands: [BenchRank.self])
}
