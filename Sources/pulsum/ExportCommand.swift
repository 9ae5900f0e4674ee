import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

extension ExportFormat: ExpressibleByArgument {}

/// `pulsum export`: everything Pulsum keeps about you, in documented formats.
struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export all your data (samples, daily metrics, scores, feedback, ranker state, library, audit log).",
        discussion: """
            Writes into a new or empty folder: samples, daily, scores, analyses and imports \
            (one row per line, JSON Lines or CSV), feedback-history.json, ranker-state, \
            last-recommendation.json, your imported library files, audit.jsonl and \
            audit.checkpoint, and manifest.json listing each file with its rows, size and \
            SHA-256. The formats are described in docs/export.md.

            --encrypt writes each file as an age file: to --identity FILE's key when one is given, \
            else to a new passphrase (read from --passphrase-fd N after the folder's own, or typed \
            twice). `age -d` opens them. Without --encrypt the files are plaintext: keep them safe.

            Example:  pulsum export --out ~/pulsum-export --format csv

            \(ExitStatus.help([(.success, nil), (.failure, "when the folder is not empty or a file cannot be written"), (.locked, nil)]))
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The folder to write (new or empty).", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Table format: jsonl or csv.", valueName: "format"))
    var format: ExportFormat = .jsonl

    @Flag(help: "Write every file as an age file (see above for the key).")
    var encrypt = false

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        let manifest = try await global.orchestrator().export(to: URL(fileURLWithPath: out), format: format, encrypt: encrypt)
        if global.json {
            try Output.printJSON(manifest, compact: global.compact)
        } else {
            try Output.lines(manifest.files.map { file in
                "\(file.name.padding(toLength: 28, withPad: " ", startingAt: 0))  " + (file.rows.map { "\($0) rows, " } ?? "") + "\(file.bytes) bytes"
            } + ["exported \(manifest.files.count) file(s) to \(out)\(manifest.encrypted ? " (encrypted)" : "") with manifest.json"])
        }
    }
}
