import ArgumentParser
import Foundation

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

            Pulsum is for general wellness; it does not give medical advice.
            """,
        version: version,
        subcommands: [Doctor.self, Ingest.self, Nightly.self, Status.self, Days.self, Embed.self, Safety.self, Recommend.self, Feedback.self, Library.self, CohortCommand.self, Bench.self]
    )
}

/// Options every subcommand accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder for Pulsum's data (default: $PULSUM_HOME, else ~/.local/share/pulsum).",
                                            valueName: "path"))
    var dataDir: String?

    @Flag(name: .long, help: "Print machine-readable JSON on stdout.")
    var json = false

    @Flag(name: [.short, .long], help: "Log progress and details to stderr.")
    var verbose = false
}
