import ArgumentParser
import Foundation
import PulsumAgents

/// The `pulsum` command: local-first wellness analytics and coaching.
struct Pulsum: AsyncParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "pulsum",
        abstract: "Local-first wellness analytics: import health exports, learn your normal range, score each day.",
        discussion: """
            Everything runs on this machine; nothing is sent anywhere. Data lives in --data-dir, \
            else $PULSUM_HOME, else $XDG_DATA_HOME/pulsum (~/.local/share/pulsum).

            Start with:  pulsum doctor            (is everything set up?)
                         pulsum ingest FILE...    (import exports)
                         pulsum days              (daily metrics)

            --data-dir, --json, --compact, -v, --identity and --passphrase-fd may come before or after the command \
            (pulsum --json status = pulsum status --json); -V prints the version. \
            --json output follows one dialect (docs/json.md): compact when piped, pretty on a terminal.

            Encryption at rest: `pulsum init --encrypt` (or `pulsum encrypt`) makes every personal \
            file an age file; `pulsum unlock` keeps the key for a while, --identity FILE or \
            $PULSUM_IDENTITY serves unattended runs (docs/privacy.md). `pulsum audit`, `export` \
            and `delete --all`: who did what, your data out, your data gone.

            Pulsum is for general wellness; it does not give medical advice.
            """,
        version: version,
        subcommands: [Doctor.self, Init.self, Encrypt.self, Decrypt.self, Unlock.self, Lock.self, Passwd.self, Audit.self, Export.self, Delete.self, Ingest.self, Nightly.self, Status.self, Days.self, Report.self, Embed.self, Safety.self, Recommend.self, Feedback.self, Library.self, CohortCommand.self]
    )
}

/// Options every subcommand accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder for Pulsum's data (default: $PULSUM_HOME, else ~/.local/share/pulsum).",
                                            valueName: "path"))
    var dataDir: String?

    @Flag(name: .long, help: "Print machine-readable JSON on stdout (docs/json.md).")
    var json = false

    @Flag(name: .long, help: "With --json, print the document on one line (the default when stdout is not a terminal).")
    var compact = false

    @Flag(name: [.short, .long], help: "Log progress and details to stderr.")
    var verbose = false

    @Option(name: .long, help: ArgumentHelp(
        "An encrypted data folder: open it with this age identity file (default: $PULSUM_IDENTITY; must be chmod 600).",
        valueName: "file"))
    var identity: String?

    @Option(name: .long, help: ArgumentHelp(
        "An encrypted data folder: read the passphrase from this file descriptor (one line), for scripts.",
        valueName: "n"))
    var passphraseFd: Int32?

    /// Where an encrypted folder's key may come from, as this command line gives it.
    var keys: KeyRequest { KeyRequest(identity: identity, passphraseFD: passphraseFd) }

    /// The composition root for this command line's data folder and key sources.
    func orchestrator() -> Orchestrator { Orchestrator(dataFolder: dataDir, keys: keys) }
}
