import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore
import PulsumFiles
import PulsumStore

/// `pulsum ingest`: import exports into the local database.
struct Ingest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import health exports (files or whole export folders) into the local database.",
        discussion: """
            The format is detected from each file's content. Re-importing the same data adds \
            nothing. Each file is one transaction: an interrupted import leaves no trace.

            Malformed rows are reported with file:line:field, counted and skipped (use --strict \
            to stop at the first one instead).

            Exit status: 0 when every file was imported; 1 when a file could not be read; 64 on \
            a usage error; 3 when another pulsum is writing the same data folder.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Export files or folders.", valueName: "path"))
    var paths: [String]

    @Flag(help: "Stop at the first malformed record; nothing of that file is imported.")
    var strict = false

    @Option(help: ArgumentHelp("IANA time zone for records without one of their own (default: the system's).",
                               valueName: "zone"))
    var timezone: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to import") }
        if let timezone, SystemTimeZone.offsets(identifier: timezone) == nil {
            throw ValidationError("unknown time zone '\(timezone)' (use an IANA name such as Europe/Paris)")
        }
    }

    func run() async throws {
        let logger = Output.bootstrapLogging(verbose: global.verbose)
        var options = IngestOptions(strict: strict)
        if let timezone, let offsets = SystemTimeZone.offsets(identifier: timezone) { options.fallbackUTCOffset = offsets }
        let session = try Session.open(global: global)
        let progress = ProgressBar(enabled: !global.json && Output.stderrIsTerminal)
        let outcomes: [DataAgent.FileOutcome]
        do {
            outcomes = try await session.dataAgent.ingest(paths: paths, options: options) { path, read, total in
                progress.update(path: path, bytesRead: read, totalBytes: total)
            }
        } catch let error as PulsumError {
            progress.finish()
            Output.warn("pulsum: \(error)")
            throw ExitCode(error.exitCode)
        }
        progress.finish()
        logger.info("ingest finished", metadata: ["files": "\(outcomes.count)"])
        let report = IngestReport(outcomes: outcomes)
        if global.json {
            try Output.printJSON(report)
        } else {
            print(report.text)
        }
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
        var status: String
        var reason: String?
    }

    var files: [File]
    var added: Int
    var rejected: Int

    init(outcomes: [DataAgent.FileOutcome]) {
        files = outcomes.map { outcome in
            switch outcome {
            case let .imported(s):
                File(path: s.path, format: s.format, records: s.records, added: s.added, duplicates: s.duplicates,
                     rejected: s.rejected, skipped: s.skipped, skippedKinds: s.skippedKinds.isEmpty ? nil : s.skippedKinds,
                     rejections: s.rejections.isEmpty ? nil : s.rejections.map(\.description), status: "imported",
                     reason: nil)
            case let .skipped(path, reason):
                File(path: path, format: "unknown", records: 0, added: 0, duplicates: 0, rejected: 0, skipped: 0,
                     skippedKinds: nil, rejections: nil, status: "skipped", reason: reason)
            }
        }
        added = files.reduce(0) { $0 + $1.added }
        rejected = files.reduce(0) { $0 + $1.rejected }
    }

    var text: String {
        var lines: [String] = []
        for file in files {
            if file.status == "skipped" {
                lines.append("\(file.path): skipped (\(file.reason ?? ""))")
                continue
            }
            lines.append("\(file.path) [\(file.format)]: \(file.records) records, \(file.added) added, "
                + "\(file.duplicates) duplicates, \(file.rejected) rejected, \(file.skipped) skipped")
            for reason in file.rejections?.prefix(5) ?? [] { lines.append("  rejected \(reason)") }
            if let more = file.rejections.map({ file.rejected - min(5, $0.count) }), more > 0 {
                lines.append("  … and \(more) more rejected (see --json)")
            }
        }
        lines.append("total: \(added) added, \(rejected) rejected")
        return lines.joined(separator: "\n")
    }
}

extension PulsumError {
    /// Process exit status for this error (documented in each command's help).
    var exitCode: Int32 {
        switch self {
        case .dataFolderBusy: 3
        case .invalidArgument: 2
        default: 1
        }
    }
}
