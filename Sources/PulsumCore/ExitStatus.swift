/// How a `pulsum` run ended: the one table of process exit statuses every command uses.
///
/// Errors become a status in one place (`FailureReport` in PulsumAgents); every command's help
/// text is built from this table, so the numbers a person reads are the numbers the process
/// returns. The values follow `sysexits.h` where one fits (64 is `EX_USAGE`).
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The command did what was asked (also when there was nothing to do yet).
    case success = 0
    /// The command could not do what was asked: an unreadable or damaged input, a missing model,
    /// a database that cannot be read. The stderr line says what to do.
    case failure = 1
    /// Another pulsum process holds the lock of the same data folder (or of its coaching files);
    /// this run changed nothing. Try again when it has finished.
    case busy = 3
    /// The text was judged a crisis: the crisis response was printed instead of suggestions, and
    /// nothing was stored or learned.
    case crisis = 4
    /// The data folder is encrypted and locked: no identity file, no unlock session, no passphrase
    /// descriptor and no terminal to ask on; nothing was read or written. The message names
    /// `pulsum unlock` and the identity file.
    case locked = 5
    /// The command line was wrong (unknown option, bad value, missing argument).
    case usage = 64

    /// The process exit code.
    public var code: Int32 { rawValue }

    /// The general meaning, as command help texts phrase it ("on a usage error").
    public var meaning: String {
        switch self {
        case .success: "on success"
        case .failure: "on an error (the message on stderr says what to do)"
        case .busy: "when another pulsum is writing the same data folder (this run changed nothing)"
        case .crisis: "when the text was judged a crisis (the crisis response is shown instead)"
        case .locked: "when the data folder is encrypted and locked (run `pulsum unlock`, or give the identity file)"
        case .usage: "on a usage error"
        }
    }
}
