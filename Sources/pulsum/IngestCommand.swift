import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum ingest`: import exports into the local database.
struct Ingest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import health exports (files or whole export folders) into the local database.",
        discussion: """
            The format is detected from each file's content (Apple Health export.xml, canonical \
            CSV/JSONL). Re-importing the same data adds nothing. Each file is one transaction: an \
            interrupted or truncated import leaves no trace. Afterwards the daily metrics of the \
            days the import touched are recomputed (see `pulsum days`).

            Raw data keeps every source. When a phone and a watch both counted steps, daily \
            totals take one source per 15 minutes by --source-priority (default \
            watch,ring,band,phone; the larger value when the priority cannot decide). Changing \
            the priority recomputes every day.

            Vendor exports are read as they come: give the ZIP or its unzipped folder (Apple \
            Health export.zip, a Fitbit account archive or Takeout, Garmin DI_CONNECT, Oura, \
            WHOOP, Samsung Health, Withings, Google Fit) and every file Pulsum can read is \
            imported; the others are listed as skipped. A ZIP inside a folder is walked like the \
            folder; .gz files and members are read too, and - reads standard input. \
            Records without a time zone of their own use --timezone (see README "Other vendors").

            Malformed rows are reported with file:line:field, counted and skipped (use --strict \
            to stop at the first one instead). Records kept with a caveat (a damaged Oura \
            hypnogram: its stage totals are used) are warnings, counted apart.

            The output is one line per format (files, records, added, duplicates, rejected, \
            skipped, warnings) and the first few rejected rows; -v lists every file, --json \
            gives everything (docs/json.md).

            \(ExitStatus.help([
                (.success, "when every file was imported"),
                (.failure, "when a file could not be read (inside a folder the other files are still imported and the damaged one is listed as failed)"),
                (.busy, nil),
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Export files, folders or ZIP archives (- for standard input).", valueName: "path"))
    var paths: [String]

    @OptionGroup var importOptions: ImportOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to import") }
    }

    func run() async throws {
        let logger = Output.bootstrapLogging(verbose: global.verbose)
        let agent = global.orchestrator().dataAgent()
        let outcomes = try await importOptions.ingest(paths, with: agent, showProgress: !global.json)
        logger.info("ingest finished", metadata: ["files": "\(outcomes.count)"])
        let report = IngestReport(outcomes: outcomes)
        if global.json {
            try Output.printJSON(report, compact: global.compact)
        } else {
            try Output.line(report.text(listingFiles: global.verbose))
        }
        if report.anyFailed { throw ExitCode(.failure) }
    }
}

/// The `--json` contract of `pulsum ingest` (stable: scripts rely on it).
struct IngestReport: Encodable {
    struct File: Encodable {
        var path: String
        var format: String
        var records: Int
        var added: Int
        var duplicates: Int
        var rejected: Int
        var skipped: Int
        var skippedKinds: [String: Int]?
        var rejections: [String]?
        var warned: Int
        var warnings: [String]?
        var status: String
        var reason: String?

        enum CodingKeys: String, CodingKey {
            case path, format, records, added, duplicates, rejected, skipped, rejections, warned, warnings, status, reason
            case skippedKinds = "skipped_kinds"
        }
    }

    var files: [File]
    var added: Int
    var rejected: Int

    /// Whether a damaged or unreadable file was left out (the command then exits 1).
    var anyFailed: Bool { files.contains { $0.status == "failed" } }

    init(outcomes: [DataAgent.FileOutcome]) {
        files = outcomes.map { outcome in
            switch outcome {
            case let .imported(s):
                File(path: s.path, format: s.format, records: s.records, added: s.added, duplicates: s.duplicates,
                     rejected: s.rejected, skipped: s.skipped, skippedKinds: s.skippedKinds.isEmpty ? nil : s.skippedKinds,
                     rejections: s.rejections.isEmpty ? nil : s.rejections.map(\.description), warned: s.warned,
                     warnings: s.warnings.isEmpty ? nil : s.warnings.map(\.description), status: "imported", reason: nil)
            case let .skipped(path, reason):
                File(path: path, format: "unknown", records: 0, added: 0, duplicates: 0, rejected: 0, skipped: 0,
                     skippedKinds: nil, rejections: nil, warned: 0, warnings: nil, status: "skipped", reason: reason)
            case let .failed(path, reason):
                File(path: path, format: "unknown", records: 0, added: 0, duplicates: 0, rejected: 0, skipped: 0,
                     skippedKinds: nil, rejections: nil, warned: 0, warnings: nil, status: "failed", reason: reason)
            }
        }
        added = files.reduce(0) { $0 + $1.added }
        rejected = files.reduce(0) { $0 + $1.rejected }
    }
}
