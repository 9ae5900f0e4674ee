import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum unlock`: keeps an encrypted folder's key in the kernel keyring for a while.
struct Unlock: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Unlock an encrypted data folder for a while (the key stays in the kernel keyring, never on disk).",
        discussion: """
            Asks for the passphrase once (or uses --identity FILE / --passphrase-fd N), then keeps \
            the data key in your user keyring with a timeout: until then other commands need no \
            passphrase. When the time is up the kernel drops the key by itself (automatic logoff); \
            `pulsum lock` drops it at once. After 5 wrong passphrases in a row each further try \
            waits longer (1 s, 2 s, … up to 5 minutes); every try is in the audit log.

            Containers often refuse the keyring's system calls: then this command says so, and an \
            identity file (PULSUM_IDENTITY) is the way to run without typing.

            Examples:  pulsum unlock            (8 hours)
                       pulsum unlock --for 30m

            \(ExitStatus.help([(.success, nil), (.failure, "on a wrong passphrase or when the keyring is refused"), (.busy, nil), (.locked, "when no passphrase can be asked for")]))
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("for"), help: ArgumentHelp("How long: a number with s, m, h or d.", valueName: "time"))
    var length = SessionLength(seconds: 8 * 3600)

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        let expires = try global.orchestrator().unlock(for: length.seconds)
        if global.json {
            try Output.printJSON(["expires": JSONDialect.timestamp(expires)], compact: global.compact)
        } else {
            try Output.line("unlocked until \(JSONDialect.timestamp(expires)); `pulsum lock` locks at once")
        }
    }
}

/// `pulsum lock`: ends the unlock session at once.
struct Lock: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lock an encrypted data folder now (drop the key from the kernel keyring).",
        discussion: ExitStatus.help([(.success, "also when it was not unlocked"), (.failure, nil), (.busy, nil)]))

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        try global.orchestrator().lock()
        if !global.json { try Output.line("locked") } else { try Output.printJSON(["locked": true], compact: global.compact) }
    }
}

/// `pulsum passwd`: changes the passphrase by re-wrapping the data key.
struct Passwd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Change an encrypted data folder's passphrase (re-wraps the key; the data is not re-encrypted).",
        discussion: """
            Asks for the current passphrase (or takes --identity FILE) and the new one twice. \
            With --passphrase-fd N the descriptor gives the current passphrase on its first line \
            and the new one on its second. A wrong current passphrase changes nothing. The unlock \
            session is not accepted as proof: whoever changes the passphrase must know it.

            \(ExitStatus.help([(.success, nil), (.failure, "on a wrong passphrase (nothing changed)"), (.busy, nil), (.locked, "when no passphrase can be asked for")]))
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        try global.orchestrator().changePassphrase()
        if !global.json { try Output.line("passphrase changed") } else { try Output.printJSON(["changed": true], compact: global.compact) }
    }
}
