import ArgumentParser
import PulsumAgents
import PulsumCore

/// `pulsum init`: makes the data folder, encrypted on request.
struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make the data folder; with --encrypt, an encrypted one (every personal file an age file).",
        discussion: """
            Without options the folder is made private (0700) and the audit log started. \
            With --encrypt a random data key is made and stored only wrapped:
              --identity FILE    for an age identity file (made with age-keygen's layout when \
            FILE does not exist; refused when others can read it). For unattended nightly runs.
              --passphrase-fd N  for a passphrase read from descriptor N (scripts).
              neither            for a passphrase typed twice on the terminal (no echo).
            Both --identity and --passphrase-fd wrap it for both. Lose every one of them and the \
            data cannot be opened by anybody. An existing folder with data is converted with \
            `pulsum encrypt` instead. See docs/privacy.md.

            Examples:
              pulsum init --encrypt --identity ~/.config/pulsum/me.key
              pulsum init --encrypt            (asks for a passphrase)

            \(ExitStatus.help([(.success, nil), (.failure, "when the folder is already encrypted or holds data"), (.busy, nil)]))
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Make the folder encrypted (see above for where the key is wrapped).")
    var encrypt = false

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        try global.orchestrator().initialize(encrypt: encrypt).print(global)
    }
}
