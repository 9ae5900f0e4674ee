import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum cohort nightly`: score every person of one shard of a cohort.
struct CohortNightlyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "Score every day whose inputs changed, for each person of a shard of the cohort.",
        discussion: """
            A person belongs to shard fnv1a(person id) mod N (FNV-1a 64 of the id's UTF-8 bytes), \
            so N shards run side by side (a Kubernetes Indexed Job, one pod per shard) score \
            every person exactly once. The shard is --shard I/N, else $JOB_COMPLETION_INDEX of \
            $PULSUM_SHARD_COUNT, else the whole cohort.

            Prints one JSON line per person (person, status scored | no-score | failed | busy, \
            date and score of the latest day, scored_days, reason, seconds), then the shard's \
            summary (shard, people, scored, no_score, failed, seconds, cpu_seconds). One person's \
            failure never stops the others. Re-running a shard is harmless: each person's folder \
            is locked while scored and only days whose inputs changed are scored again.

            \(ExitStatus.help([
                (.success, "when every person of the shard ran (no score yet is not an error)"),
                (.failure, "when a person failed or was busy, reported after all the others ran"),
            ])) A shard from the environment that is not valid is a usage error.
            """)

    @Option(help: ArgumentHelp("The cohort folder.", valueName: "dir"))
    var cohort: String

    @Option(help: ArgumentHelp("This run's shard, I/N (0-based): the I-th of N.", valueName: "I/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Run as the night of this day (YYYY-MM-DD; default: today).", valueName: "day"))
    var asOf: String?

    @Flag(name: [.short, .long], help: "Log progress and details to stderr.")
    var verbose = false

    func validate() throws {
        if let asOf, LocalDate(iso: asOf) == nil { throw ValidationError("--as-of '\(asOf)' is not a day like 2024-03-01") }
        if let shard { do { _ = try Shard(parsing: shard) } catch { throw ValidationError("\(error)") } }
    }

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: verbose)
        let shard = try Shard.resolve(explicit: shard, environment: ProcessInfo.processInfo.environment)
        let night = asOf.flatMap(LocalDate.init(iso:)) ?? Today.date
        let summary = try await Orchestrator.cohort(at: cohort).nightly(shard: shard, asOf: night) {
            try? Output.printJSON($0, compact: true)
        }
        try Output.printJSON(summary, compact: true)
        if !summary.succeeded { throw ExitCode(ExitStatus.failure) }
    }
}
