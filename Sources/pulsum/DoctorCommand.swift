import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum doctor`: checks the installation and says how to fix each problem.
struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check BLAS, SQLite, the model files and the data folder; say how to fix problems.",
        discussion: ExitStatus.help([(.success, "when every line is ok"), (.failure, "when any is a problem")]))

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let checks = global.orchestrator().checkInstallation()
        if global.json {
            try Output.printJSON(["checks": checks], compact: global.compact)
        } else {
            var lines: [String] = []
            for check in checks {
                let mark = check.ok ? "ok     " : "PROBLEM"
                lines.append("\(mark)  \(check.name.padding(toLength: 12, withPad: " ", startingAt: 0))  \(check.detail)")
                if let fix = check.fix {
                    lines.append("         \(String(repeating: " ", count: 12))  fix: \(fix)\(check.hint?.text ?? "")")
                }
            }
            try Output.lines(lines)
        }
        if checks.contains(where: { !$0.ok }) { throw ExitCode(.failure) }
    }
}
