import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// `pulsum delete --all`: removes everything Pulsum keeps.
struct Delete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete all your data from the data folder (the key first, when it is encrypted).",
        discussion: """
            Removes the database, the coaching files, your imported library, the key files and \
            the audit log (--keep-audit keeps the log, which ends with this deletion). In an \
            encrypted folder the unlock session is ended and the key files destroyed first, so \
            nothing left behind can be opened. Files Pulsum did not make are left and listed. \
            Asks for confirmation on a terminal; scripts pass --yes. Consider `pulsum export` first.

            \(ExitStatus.help([(.success, nil), (.failure, nil), (.busy, nil), (.usage, "without --all, or without --yes when there is no terminal to ask on")]))
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Delete everything (required: there is no partial delete).")
    var all = false

    @Flag(help: "Do not ask for confirmation.")
    var yes = false

    @Flag(help: "Keep the audit log (it holds no health data).")
    var keepAudit = false

    func validate() throws {
        guard all else { throw ValidationError("say --all to delete everything (there is no partial delete)") }
        if !yes, isatty(STDIN_FILENO) != 1 { throw ValidationError("no terminal to ask for confirmation: add --yes") }
    }

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        let orchestrator = global.orchestrator()
        if !yes {
            Output.warn("Delete everything Pulsum keeps in \(orchestrator.dataFolderPath)? Type 'delete' to confirm: ")
            guard readLine()?.trimmingCharacters(in: .whitespaces) == "delete" else {
                try Output.line("nothing was deleted")
                return
            }
        }
        let deletion = try orchestrator.deleteEverything(keepAudit: keepAudit)
        if global.json {
            try Output.printJSON(deletion, compact: global.compact)
        } else {
            var lines = ["deleted \(deletion.removed) item(s) from \(deletion.folder)" + (deletion.keyDestroyed ? "; the key was destroyed first" : "")]
            if !deletion.leftAlone.isEmpty { lines.append("left alone (not Pulsum's): \(deletion.leftAlone.joined(separator: ", "))") }
            try Output.lines(lines)
        }
    }
}
