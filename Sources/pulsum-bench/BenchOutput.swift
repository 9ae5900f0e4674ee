import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// Writing results (stdout) and errors (stderr) for the benchmark commands.
enum BenchOutput {
    /// Prints a value as pretty, key-sorted JSON on stdout.
    static func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(value) + Data("\n".utf8))
    }

    /// Runs `body`; an error is printed as one `pulsum-bench: …` line and exits with the status
    /// of Pulsum's one error table (``PulsumAgents/FailureReport``).
    static func reportingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            let report = FailureReport(error)
            FileHandle.standardError.write(Data("pulsum-bench: \(report.message)\n".utf8))
            throw ExitCode(report.status.code)
        }
    }
}
