import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum audit`: the data folder's tamper-evident log of who did what.
struct Audit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or verify the audit log (who opened, changed, exported or deleted the data, and when).",
        discussion: """
            The log (<data folder>/audit.jsonl) has one JSON line per event: time, event, user, \
            outcome, counts and file digests, never a health value or text you typed. Each line \
            carries the previous line's hash (HMAC-keyed from the data key in an encrypted folder), \
            and audit.checkpoint records the count and last hash, so changed, removed, reordered \
            or cut lines are found by `pulsum audit verify`. See docs/privacy.md.
            """,
        subcommands: [AuditShow.self, AuditVerify.self], defaultSubcommand: AuditShow.self)
}

/// `pulsum audit [show]`.
struct AuditShow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "List the audit log's events (the default).",
        discussion: """
            --json prints {"events": [{"seq", "time", "event", "user", "outcome", "counts", \
            "digests", "chain", "prev"}]}. The lines are listed as stored; `pulsum audit verify` \
            checks them.

            \(ExitStatus.help([(.success, nil), (.failure, "when the log cannot be read")]))
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Only events from this day on (YYYY-MM-DD, UTC).", valueName: "day"))
    var since: String?

    func validate() throws {
        if let since, LocalDate(iso: since) == nil { throw ValidationError("--since '\(since)' is not a day like 2024-03-01") }
    }

    func run() async throws {
        let records = try global.orchestrator().auditRecords(since: since)
        if global.json {
            try Output.printJSON(["events": records], compact: global.compact)
        } else if records.isEmpty {
            try Output.line("no audit events" + (since.map { " since \($0)" } ?? ""))
        } else {
            try Output.lines(records.map(\.text))
        }
    }
}

/// `pulsum audit verify`.
struct AuditVerify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check the audit log's hash chain and checkpoint; name the first bad line.",
        discussion: """
            In an encrypted folder the keyed lines are checked with the data key when one is at \
            hand (unlock session, identity file, passphrase); without it they are counted as \
            unchecked.

            \(ExitStatus.help([(.success, "when the log is intact"), (.failure, "when a line or the checkpoint is bad (the message names the first bad line)")]))
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let result = try global.orchestrator().verifyAudit()
        if global.json {
            try Output.printJSON(VerificationJSON(result), compact: global.compact)
        } else {
            var line = "audit log intact: \(result.lines) line(s)"
            if result.uncheckedKeyedLines > 0 { line += ", \(result.uncheckedKeyedLines) keyed line(s) not checked (locked)" }
            if result.linesAfterCheckpoint > 0 { line += ", \(result.linesAfterCheckpoint) written while locked after the checkpoint" }
            try Output.line(line)
        }
    }

    struct VerificationJSON: Encodable {
        var ok = true
        var lines: Int
        var uncheckedKeyedLines: Int
        var linesAfterCheckpoint: Int

        init(_ result: AuditVerification) {
            lines = result.lines
            uncheckedKeyedLines = result.uncheckedKeyedLines
            linesAfterCheckpoint = result.linesAfterCheckpoint
        }

        enum CodingKeys: String, CodingKey {
            case ok, lines
            case uncheckedKeyedLines = "unchecked_keyed_lines"
            case linesAfterCheckpoint = "lines_after_checkpoint"
        }
    }
}

extension AuditRecord {
    /// One line of `pulsum audit`: time, event, outcome, user, then the counts.
    var text: String {
        let counts = counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "\(time)  \(event.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0))  \(outcome.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))  \(user)  \(counts)"
    }
}
