import Foundation
import Logging
import PulsumAgents

/// Writing results (stdout) and logs (stderr).
enum Output {
    /// Prints a value as pretty, key-sorted JSON on stdout.
    static func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// Writes a line to stderr with personal identifiers (e-mail and IP addresses, phone, card
    /// and social security numbers) replaced by labels: these lines quote paths and lines of the
    /// person's files, and a timer's stderr ends up in the system journal.
    static func warn(_ text: String) {
        FileHandle.standardError.write(Data((PIIRedactor.redact(text) + "\n").utf8))
    }

    /// Whether stderr is a terminal (progress bars only then).
    static var stderrIsTerminal: Bool { isatty(2) != 0 }

    /// Configures swift-log: stderr, `info` when verbose, else `warning`. Never logs user text or values.
    static func bootstrapLogging(verbose: Bool) -> Logger {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .info : .warning
            return handler
        }
        return Logger(label: "pulsum")
    }
}
