import Foundation
import PulsumBenchSupport
import PulsumLinearAlgebra

/// Runs one comparison's driver and reads the summary it writes.
enum ComparisonRunner {
    static func run(_ comparison: BenchComparison, in context: BenchComparison.Context) throws -> ComparisonOutcome {
        if let reason = comparison.missing(context) {
            return ComparisonOutcome(name: comparison.name, status: .skipped, reason: reason)
        }
        try? FileManager.default.removeItem(at: context.summary)
        defer { try? FileManager.default.removeItem(at: context.summary) }
        let arguments = comparison.command(context)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = context.root
        var environment = ProcessInfo.processInfo.environment
        if let added = environment.removeValue(forKey: BLASRuntime.kernelFixMarker) {
            // This process re-executed itself with OpenBLAS settings: the reference tools get the
            // environment the user gave (their own OpenBLAS builds choose for themselves), and
            // each pulsum-bench the drivers start applies the settings itself.
            for name in added.split(separator: ",") { environment[String(name)] = nil }
        }
        environment["PULSUM_BENCH"] = context.pulsumBench.path
        environment["PULSUM"] = context.pulsum.path
        environment["PULSUM_MODEL_DIR"] = context.modelDirectory.path
        process.environment = environment
        // Progress and the drivers' own tables go to stderr; stdout stays the report's.
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        let (_, timing) = try BenchClock.once {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            return ComparisonOutcome(name: comparison.name, status: .failed,
                                     reason: "\(arguments.prefix(2).joined(separator: " ")) exited with status "
                                         + "\(process.terminationStatus) (its output is above)",
                                     seconds: timing.medianWall)
        }
        do {
            let summary = try JSONDecoder().decode(ComparisonSummary.self, from: Data(contentsOf: context.summary))
            return ComparisonOutcome(name: comparison.name, status: .measured, seconds: timing.medianWall, summary: summary)
        } catch {
            return ComparisonOutcome(name: comparison.name, status: .failed,
                                     reason: "no readable summary from \(arguments.prefix(2).joined(separator: " ")): \(error)",
                                     seconds: timing.medianWall)
        }
    }
}
