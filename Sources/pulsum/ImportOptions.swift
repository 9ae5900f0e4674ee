import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// The import options shared by `pulsum ingest` and `pulsum nightly`.
struct ImportOptions: ParsableArguments {
    @Flag(help: "Stop at the first malformed record; nothing of that file is imported.")
    var strict = false

    @Option(help: ArgumentHelp("IANA time zone for records without one of their own (default: the system's).",
                               valueName: "zone"))
    var timezone: String?

    @Option(help: ArgumentHelp(
        "Which source counts when several recorded the same steps, best first: device kinds (watch, ring, band, phone, scale, app, other) or source names.",
        valueName: "list"))
    var sourcePriority: String = SourcePriority.standard.description

    @Option(help: ArgumentHelp(
        "From a study export holding several people (Fitabase), import only this participant id (one data folder is one person; for all of them use `pulsum cohort import`).",
        valueName: "id"))
    var participant: String?

    func validate() throws {
        do {
            _ = try SourcePriority(parsing: sourcePriority)
        } catch let PulsumError.invalidArgument(_, reason) {
            throw ValidationError("--source-priority: \(reason)")
        }
        if let timezone, SystemTimeZone.offsets(identifier: timezone) == nil {
            throw ValidationError("unknown time zone '\(timezone)' (use an IANA name such as Europe/Paris)")
        }
    }

    /// The options as the data agent takes them.
    var ingestOptions: IngestOptions {
        var options = IngestOptions(strict: strict, participant: participant)
        options.sourcePriority = (try? SourcePriority(parsing: sourcePriority)) ?? .standard
        if let timezone, let offsets = SystemTimeZone.offsets(identifier: timezone) { options.fallbackUTCOffset = offsets }
        return options
    }

    /// Imports `paths` through the data agent, with a progress bar on a terminal.
    func ingest(_ paths: [String], with agent: DataAgent, showProgress: Bool) async throws -> [DataAgent.FileOutcome] {
        let progress = ProgressBar(enabled: showProgress && Output.stderrIsTerminal)
        defer { progress.finish() }
        return try await agent.ingest(paths: paths, options: ingestOptions) { progress.update($0) }
    }

    /// Imports `paths` and scores as the night of `asOf` in one write (see ``DataAgent/nightly``).
    func nightly(_ paths: [String], with agent: DataAgent, asOf: LocalDate, showProgress: Bool) async throws
        -> (outcomes: [DataAgent.FileOutcome], scoring: DayScoring.Outcome)
    {
        let progress = ProgressBar(enabled: showProgress && Output.stderrIsTerminal)
        defer { progress.finish() }
        return try await agent.nightly(paths: paths, options: ingestOptions, asOf: asOf) { progress.update($0) }
    }
}
