import ArgumentParser
import PulsumAgents
import PulsumCore

/// `pulsum encrypt`: converts the data folder to an encrypted one, in place.
struct Encrypt: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Encrypt an existing data folder in place (every personal file becomes an age file).",
        discussion: """
            A new data key is wrapped for --identity FILE and/or a passphrase (--passphrase-fd N, \
            else typed twice), as with `pulsum init --encrypt`. Each file is then encrypted to a \
            temporary file, renamed into place, read back and compared, and only then is the \
            plaintext removed: a crash leaves every file readable in one form, and running the \
            command again finishes the job. `pulsum decrypt` goes back.

            \(ExitStatus.help([(.success, nil), (.failure, "when the folder is already encrypted or a file cannot be converted"), (.busy, nil)]))
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        try global.orchestrator().encryptFolder().print(global)
    }
}

/// `pulsum decrypt`: converts an encrypted data folder back to plaintext files.
struct Decrypt: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decrypt an encrypted data folder in place and destroy its key files.",
        discussion: """
            Opens the folder with the usual key (the unlock session, --identity FILE, \
            --passphrase-fd N or the terminal), writes each file back in plaintext (verified \
            before the encrypted file is removed), then removes the key files and ends the \
            unlock session. The files are then protected by their permissions only.

            \(ExitStatus.help([(.success, nil), (.failure, "when the folder is not encrypted or a file cannot be read"), (.busy, nil), (.locked, nil)]))
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        try global.orchestrator().decryptFolder().print(global)
    }
}
