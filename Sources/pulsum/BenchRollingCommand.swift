import ArgumentParser
import Foundation
import PulsumAgents
import PulsumAnalytics
import PulsumCore
import PulsumFiles

/// `pulsum bench rolling`: times the exact rolling median + MAD on a series of doubles.
struct BenchRolling: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rolling",
        abstract: "Time the exact rolling median and MAD on a float64 series (Benchmarks/analytics).",
        discussion: """
            Reads --input as raw little-endian float64 values (NaN = missing), computes the rolling \
            median and MAD of every row (window includes the row, like pandas rolling(window, \
            min_periods)) --repeat times, and prints the median and fastest wall time and the median \
            CPU time in seconds as JSON. With --output it also writes the results (all medians, then \
            all MADs, float64, NaN where the window has too few values) for an exactness check. \
            --algorithm sorted or tree forces one structure (the results are identical) to show how \
            each scales with --window.

            Exit status: 0 on success, 1 when --input cannot be read, 64 when it is not float64 data or for a bad option.
            """)

    @Option(help: ArgumentHelp("Raw float64 series to read.", valueName: "file"))
    var input: String

    @Option(help: ArgumentHelp("Where to write medians then MADs (float64).", valueName: "file"))
    var output: String?

    @Option(help: "Rows per window (the row itself included).")
    var window = 28

    @Option(help: "Non-missing values a window needs.")
    var minPeriods = 7

    @Option(help: "automatic (sorted up to \(RollingRobustStatistics.treeCrossoverWindow) rows, tree above), sorted or tree.")
    var algorithm = RollingAlgorithm.automatic

    @Option(help: "How many timed runs.")
    var `repeat` = 5

    struct Timing: Encodable {
        var points: Int
        var window: Int
        var algorithm: String
        var runs: Int
        var medianSeconds: Double
        var fastestSeconds: Double
        var medianCPUSeconds: Double
    }

    func run() async throws {
        let series: [Double]
        do {
            series = try Self.readSeries(path: input)
        } catch let error as PulsumError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(FailureReport(error).status)
        }
        var result: [RobustSummary?] = []
        let runs = BenchClock.time(runs: `repeat`) {
            result = RollingRobustStatistics.summaries(
                of: series, window: window, minimumCount: minPeriods, placement: .includingCurrent,
                algorithm: algorithm)
        }
        if let output {
            let flat = result.map { $0?.median ?? .nan } + result.map { $0?.mad ?? .nan }
            try flat.withUnsafeBytes { try AtomicFile.write($0, to: URL(fileURLWithPath: output)) }
        }
        try Output.printJSON(Timing(points: series.count, window: window, algorithm: algorithm.rawValue,
                                    runs: runs.wall.count,
                                    medianSeconds: runs.medianWall, fastestSeconds: runs.fastestWall,
                                    medianCPUSeconds: runs.medianCPU))
    }

    static func readSeries(path: String) throws -> [Double] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PulsumError.unreadableFile(path: path, reason: error.localizedDescription)
        }
        guard data.count % 8 == 0 else {
            throw PulsumError.invalidArgument(
                name: "--input", reason: "\(path) has \(data.count) bytes, not a whole number of float64 values")
        }
        return data.withUnsafeBytes { raw in
            (0..<(data.count / 8)).map { Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self))) }
        }
    }
}

extension RollingAlgorithm: ExpressibleByArgument {}
