import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// The one place a failed command ends: any error becomes one `pulsum: …` line on stderr and
/// the exit status of ``PulsumAgents/FailureReport`` (see docs/architecture.md).
enum FailureExit {
    /// Ends the process for `error`. ArgumentParser's own outcomes (help, `--version`, usage
    /// errors, an ``ExitCode`` a command chose after printing its result) keep their behaviour.
    static func exit(with error: any Error) -> Never {
        if isArgumentParserOutcome(error) { Pulsum.exit(withError: error) }
        let report = FailureReport(error)
        Output.warn(line(for: report), keeping: report.shownAsIs)
        Pulsum.exit(withError: ExitCode(report.status))
    }

    /// Whether ArgumentParser threw it (its help and usage errors are partly internal types, so
    /// they are recognised by module).
    static func isArgumentParserOutcome(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }

    /// `pulsum: ` + the message + the command-line hint, if any.
    static func line(for report: FailureReport) -> String {
        "pulsum: " + report.message + (report.hint.map(\.text) ?? "")
    }
}

extension ExitCode {
    /// The process exit code of a status of the table.
    init(_ status: ExitStatus) { self.init(status.code) }
}
