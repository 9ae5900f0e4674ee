import ArgumentParser
import Foundation
import PulsumBenchSupport

/// `pulsum-bench all`: every comparison with its reference tool in one run, one table of ratios.
struct AllCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract: "Run every comparison with its reference tool and print one table of ratios with the machine.",
        discussion: """
            Runs, one after the other, the drivers under Benchmarks/: exact vector search against \
            FAISS IndexFlatIP, the MiniLM encoder against sentence-transformers, the rolling \
            median and MAD against pandas, Bradley-Terry training against scikit-learn, and the \
            Apple Health reader and import against ElementTree and healthkit-to-sqlite. Each \
            driver times both sides in the same run and checks they agree. The reference tools \
            live in venvs made by scripts/bench-venvs.sh; a comparison whose venv or input is \
            missing is reported as skipped. Drivers' progress goes to stderr.

            Default sizes are those of the published tables (tens of minutes on 2 cores); \
            --quick uses small ones (a few minutes). Run from the checkout (or give --root) with \
            release binaries: make bench. --json prints the report for tracking regressions.

            Exit status: 0 when every comparison ran or was skipped; 1 when one failed; 64 on a usage error.
            """)

    @OptionGroup var output: JSONOption

    @Flag(help: "Small sizes: the whole run takes a few minutes.")
    var quick = false

    @Option(help: ArgumentHelp("Run only these comparisons (comma-separated names as printed, or their first word).",
                               valueName: "names"))
    var only: String?

    @Option(help: ArgumentHelp("The checkout (default: the current folder).", valueName: "path"))
    var root: String?

    func validate() throws {
        _ = try selected()
    }

    func run() async throws {
        let context = try makeContext()
        let machine = MachineDescription.current()
        let started = ISO8601DateFormatter().string(from: Date())
        var outcomes: [ComparisonOutcome] = []
        for comparison in try selected() {
            FileHandle.standardError.write(Data("== \(comparison.name)\n".utf8))
            outcomes.append(try ComparisonRunner.run(comparison, in: context))
        }
        let report = BenchSuiteReport(machine: machine, loadAverageAtEnd: MachineDescription.loadAverage(),
                                      sizes: quick ? "quick" : "full", started: started, comparisons: outcomes)
        if output.json {
            try BenchOutput.printJSON(report)
        } else {
            print(report.table)
        }
        if outcomes.contains(where: { $0.status == .failed }) { throw ExitCode(1) }
    }

    func selected() throws -> [BenchComparison] {
        guard let only else { return BenchComparison.all }
        let wanted = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let chosen = BenchComparison.all.filter { comparison in
            let name = comparison.name.lowercased()
            return wanted.contains { $0 == name || $0 == name.split(separator: " ").first.map(String.init) }
        }
        guard chosen.count == wanted.count else {
            throw ValidationError("--only takes names from: \(BenchComparison.all.map(\.name).joined(separator: ", "))")
        }
        return chosen
    }

    func makeContext() throws -> BenchComparison.Context {
        let folder = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Benchmarks/summary.py").path) else {
            throw ValidationError("\(folder.path) is not a Pulsum checkout (no Benchmarks/summary.py): run from it or give --root")
        }
        let environment = ProcessInfo.processInfo.environment
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let shared = environment["PULSUM_SHARED_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? folder.deletingLastPathComponent().appendingPathComponent("shared")
        let model = environment["PULSUM_MODEL_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? folder.appendingPathComponent("models/all-MiniLM-L6-v2")
        return BenchComparison.Context(
            root: folder, pulsumBench: binaries.appendingPathComponent("pulsum-bench"),
            pulsum: binaries.appendingPathComponent("pulsum"), quick: quick,
            summary: FileManager.default.temporaryDirectory.appendingPathComponent("pulsum-bench-summary-\(getpid()).json"),
            modelDirectory: model, bradleyTerryFolder: shared.appendingPathComponent("golden/bt"))
    }
}
