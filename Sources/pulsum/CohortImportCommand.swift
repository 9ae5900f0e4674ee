import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum cohort import`: split exports into one data folder per person.
struct CohortImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import study exports and one-person export folders into one data folder per person.",
        discussion: """
            A study export holding several participants (Fitabase) is split: each participant id \
            becomes a person. Every other path given (an export folder or file) is one person, \
            known by its name (the last path component). New participants and names get a random \
            person id in the cohort's manifest.csv; ids already there (a study may write its own \
            codes first) are kept. Re-importing adds nothing.

            Prints one JSON line per person (person, status, sources, files, added, rejected, \
            reason, seconds), then a summary line.

            \(ExitStatus.help([
                (.success, "when every person was imported"),
                (.failure, "when a person's import failed (the others are still imported)"),
                (.busy, "when another import holds the cohort (this run changed nothing)"),
            ]))
            """)

    @Argument(help: ArgumentHelp("Study exports and one-person export folders or files.", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("The cohort folder (created if missing).", valueName: "dir"))
    var cohort: String

    @OptionGroup var importOptions: ImportOptions

    @Flag(name: [.short, .long], help: "Log progress and details to stderr.")
    var verbose = false

    struct Summary: Encodable {
        var people: Int
        var imported: Int
        var failed: Int
        var added: Int
    }

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one export file or folder") }
        if importOptions.participant != nil {
            throw ValidationError("--participant is for `pulsum ingest`; a cohort import takes every participant")
        }
    }

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: verbose)
        let reports = try await Orchestrator.cohort(at: cohort).importExports(paths: paths, options: importOptions.ingestOptions) {
            try? Output.printJSON($0, compact: true)
        }
        let failed = reports.filter { $0.status != .imported }.count
        let summary = Summary(people: reports.count, imported: reports.count - failed, failed: failed,
                              added: reports.reduce(0) { $0 + $1.added })
        try Output.printJSON(summary, compact: true)
        if failed > 0 { throw ExitCode(ExitStatus.failure) }
    }
}
