import Foundation

/// One comparison `pulsum-bench all` runs: a driver under `Benchmarks/` that times Pulsum and
/// its reference tool in the same run and writes a ``PulsumBenchSupport/ComparisonSummary``.
struct BenchComparison: Sendable {
    /// Where the drivers find the checkout, the binaries and the sizes.
    struct Context: Sendable {
        var root: URL
        var pulsumBench: URL
        var pulsum: URL
        var quick: Bool
        var summary: URL
        var modelDirectory: URL
        var bradleyTerryFolder: URL

        /// The Python of venv `name` at the checkout root (made by scripts/bench-venvs.sh).
        func python(_ venv: String) -> URL { root.appendingPathComponent(".venv-\(venv)/bin/python") }
    }

    var name: String
    /// The command (program first); run from the checkout root.
    var command: @Sendable (Context) -> [String]
    /// Why it cannot run here, or `nil` when it can.
    var missing: @Sendable (Context) -> String?

    /// Every comparison, in the order they run (each pairs Pulsum with one reference tool).
    static let all: [BenchComparison] = [
        BenchComparison(name: "vector search", command: { context in
            [context.python("bench").path, "Benchmarks/vectors/bench_vs_faiss.py", "--pulsum-bench", context.pulsumBench.path,
             "--summary", context.summary.path]
                + (context.quick ? ["--sizes", "10000,100000", "--batches", "1,64", "--threads", "1", "--timed", "200,8",
                                    "--no-bandwidth"] : [])
        }, missing: { venvMissing($0, "bench") }),
        BenchComparison(name: "embedding", command: { context in
            [context.python("bench").path, "Benchmarks/embedding/bench.py", "--pulsum-bench", context.pulsumBench.path,
             "--model-dir", context.modelDirectory.path, "--summary", context.summary.path]
                + (context.quick ? ["--seconds", "1", "--threads", "1"] : [])
        }, missing: { context in
            venvMissing(context, "bench") ?? (FileManager.default.fileExists(
                atPath: context.modelDirectory.appendingPathComponent("config.json").path)
                ? nil : "no model in \(context.modelDirectory.path): run make setup or set PULSUM_MODEL_DIR")
        }),
        BenchComparison(name: "rolling median+MAD", command: { context in
            [context.python("analytics").path, "Benchmarks/analytics/bench_rolling.py", "--pulsum-bench",
             context.pulsumBench.path, "--summary", context.summary.path]
                + (context.quick ? ["--points", "100000", "--repeat", "3"] : [])
        }, missing: { venvMissing($0, "analytics") }),
        BenchComparison(name: "Bradley-Terry", command: { context in
            ["bash", "Benchmarks/ranking/run.sh", "--summary", context.summary.path, context.bradleyTerryFolder.path]
        }, missing: { context in
            venvMissing(context, "ranking") ?? (FileManager.default.fileExists(
                atPath: context.bradleyTerryFolder.appendingPathComponent("features.csv").path)
                ? nil : "no reference data in \(context.bradleyTerryFolder.path) (../shared/golden/bt)")
        }),
        BenchComparison(name: "Apple Health", command: { context in
            ["bash", "Benchmarks/apple/run.sh", "--summary", context.summary.path]
                + (context.quick ? ["--years", "0.25", "--runs", "3"] : [])
        }, missing: { _ in nil }),
    ]

    static func venvMissing(_ context: Context, _ venv: String) -> String? {
        FileManager.default.isExecutableFile(atPath: context.python(venv).path)
            ? nil : "no .venv-\(venv): run scripts/bench-venvs.sh \(venv)"
    }
}
