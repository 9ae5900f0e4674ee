import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum nightly`: ingest + score + a short summary, for cron and systemd timers.
struct Nightly: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import new exports, score every day whose inputs changed, and summarise the latest day.",
        discussion: """
            Meant for a nightly timer: re-running it is harmless (imports are idempotent and only \
            days whose inputs changed are scored again). Prints a short summary of the latest \
            day with data: the score, its top contributions, baseline calibration and data \
            quality notes; -v adds progress logs on stderr.

            \(ScoreMethodology.summary)

            \(ExitStatus.help([
                (.success, "on success (also when there is not enough data for a score yet)"),
                (.failure, "when an input or the database could not be read"),
                (.busy, nil),
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Export files or folders to import first (optional).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var importOptions: ImportOptions

    @Option(help: ArgumentHelp("Run as the night of this day (YYYY-MM-DD; default: today).", valueName: "day"))
    var asOf: String?

    func validate() throws {
        if let asOf, LocalDate(iso: asOf) == nil { throw ValidationError("--as-of '\(asOf)' is not a day like 2024-03-01") }
    }

    struct Report: Encodable {
        var ingest: IngestReport
        var recomputedDays: Int
        var latest: DayAnalysis?

        enum CodingKeys: String, CodingKey {
            case ingest, latest
            case recomputedDays = "recomputed_days"
        }
    }

    func run() async throws {
        let logger = Output.bootstrapLogging(verbose: global.verbose)
        let agent = global.orchestrator().dataAgent()
        let night = asOf.flatMap(LocalDate.init(iso:)) ?? Today.date
        let (outcomes, scoring) = try await importOptions.nightly(paths, with: agent, asOf: night, showProgress: global.verbose)
        logger.info("nightly finished", metadata: ["files": "\(outcomes.count)", "days": "\(scoring.recomputed.count)"])
        let report = Report(ingest: IngestReport(outcomes: outcomes), recomputedDays: scoring.recomputed.count,
                            latest: scoring.latest)
        for file in report.ingest.files where file.status == "failed" {
            Output.warn("pulsum: \(file.path) was not imported: \(file.reason ?? "damaged")")
        }
        let status: ExitStatus = report.ingest.anyFailed ? .failure : .success
        if global.json {
            try Output.printJSON(report, compact: global.compact)
            if status != .success { throw ExitCode(status) }
            return
        }
        if global.verbose, !outcomes.isEmpty { try Output.line(report.ingest.text(listingFiles: true)) }
        if scoring.latest != nil {
            // The status view: it headlines the latest complete day, never one still in progress.
            try Output.line(try await agent.statusView(today: night).text(style: TerminalWidth.style))
        } else {
            try Output.line("no days yet: import exports with `pulsum nightly PATH...` or `pulsum ingest PATH...`")
        }
        if status != .success { throw ExitCode(status) }
    }
}

/// The local calendar day now.
enum Today {
    static var date: LocalDate {
        let now = Date()
        return LocalDate(instant: Int64(now.timeIntervalSince1970), utcOffset: Int32(TimeZone.current.secondsFromGMT(for: now)))
    }
}
