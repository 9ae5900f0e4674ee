import Foundation
import Logging
import PulsumAgents
import PulsumCore

/// The one writer of results (stdout) and logs (stderr). It writes with `write(2)`, so a failed
/// write is an error and never a crash: a closed pipe (`pulsum days --json | head -1`) ends the
/// process quietly with status 0, any other failure (a full disk, `> /dev/full`) is one
/// `pulsum:` line and status 1 (``OutputError``).
enum Output {
    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) throws {
        try write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `lines`, one per line, to stdout in one write.
    static func lines(_ lines: [String]) throws {
        try line(lines.joined(separator: "\n"))
    }

    /// Prints a value in Pulsum's JSON dialect (docs/json.md) on stdout: pretty on a terminal,
    /// one compact line when stdout is not a terminal or `compact` is set.
    static func printJSON(_ value: some Encodable, compact: Bool = false) throws {
        let data = try JSONDialect.encode(value, pretty: !compact && isatty(STDOUT_FILENO) != 0)
        try line(String(decoding: data, as: UTF8.self))
    }

    /// Writes a line to stderr with personal identifiers (e-mail and IP addresses, phone, card
    /// and social security numbers) replaced by labels: these lines quote paths and lines of the
    /// person's files, and a timer's stderr ends up in the system journal. A failure to write
    /// stderr is ignored: there is nowhere left to report it.
    /// `kept` are exact parts shown as they are (see ``PulsumAgents/FailureReport/shownAsIs``).
    static func warn(_ text: String, keeping kept: [String] = []) {
        try? write(PIIRedactor.redact(text, keeping: kept) + "\n", to: STDERR_FILENO)
    }

    /// Whether stderr is a terminal (progress bars only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Configures swift-log: stderr, `info` when verbose, else `warning`. Never logs user text or values.
    static func bootstrapLogging(verbose: Bool) -> Logger {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .info : .warning
            return handler
        }
        return Logger(label: "pulsum")
    }

    /// Ignores SIGPIPE, so a closed pipe is `EPIPE` from `write(2)` rather than a signal; called
    /// once at start.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to `descriptor`, retrying short writes and interruptions.
    private static func write(_ text: String, to descriptor: Int32) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            let code = errno
            if code == EINTR || code == EAGAIN { continue }
            if code == EPIPE { exit(ExitStatus.success.code) }
            throw OutputError.writeFailed(descriptor == STDERR_FILENO ? "standard error" : "standard output", code)
        }
    }
}
