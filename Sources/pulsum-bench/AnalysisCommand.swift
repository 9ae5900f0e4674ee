import ArgumentParser
import Foundation
import PulsumAgents
import PulsumAnalytics
import PulsumBenchSupport
import PulsumCore
import PulsumStore

/// `pulsum-bench analysis`: times a full recompute of baselines, features and scores.
struct AnalysisCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analysis",
        abstract: "Time the full analysis of a synthetic multi-year history (Benchmarks/analytics).",
        discussion: """
            Builds a random synthetic history (--years of days with 8 metrics and 10 % gaps), then \
            times --repeat runs of: the analysis of every day (baselines, features, score), encoding \
            every analysis as JSON, and the input hashes alone (what a nightly run checks to find \
            changed days). Then, once each in a temporary database: scoring and storing every day \
            (a first nightly run), and the next night with one new day (an incremental run). Prints \
            median wall and CPU seconds as JSON.

            Exit status: 0 on success, 64 for a bad option.
            """)

    @Option(help: "Years of daily history.")
    var years = 10

    @Option(help: "How many timed runs.")
    var `repeat` = 5

    struct Phase: Encodable {
        var medianWallSeconds: Double
        var medianCPUSeconds: Double

        init(_ runs: BenchTiming) {
            medianWallSeconds = runs.medianWall
            medianCPUSeconds = runs.medianCPU
        }
    }

    struct Timing: Encodable {
        var days: Int
        var metrics: Int
        var analyse: Phase
        var encodeJSON: Phase
        var inputHashes: Phase
        var firstNightStoringAllDays: Phase
        var nextNightOneNewDay: Phase
    }

    static let metrics: [(DailyMetricKey, Double, Double)] = [
        (.steps, 8_000, 2_500), (.restingHeartRate, 58, 3), (.hrvSDNN, 45, 10), (.hrvRMSSD, 38, 8),
        (.respiratoryRate, 14.5, 0.6), (.sleepAsleep, 420, 45), (.sleepDeep, 70, 15), (.heartRateMean, 72, 5),
    ]

    func run() async throws {
        let dayCount = max(years, 1) * 365
        let start = LocalDate(dayNumber: 16_000)
        var random = SystemRandomNumberGenerator()
        let history = (0..<dayCount).map { row in
            var values: [DailyMetricKey: Double] = [:]
            for (key, center, spread) in Self.metrics where Double.random(in: 0..<1, using: &random) >= 0.1 {
                values[key] = (center + spread * Double.random(in: -1.7..<1.7, using: &random)).rounded()
            }
            return DailyMetrics(date: start.adding(days: row), values: values)
        }
        let days = start...start.adding(days: dayCount - 1)
        let analyzer = DayAnalyzer()
        var analyses: [DayAnalysis] = []
        let analyse = BenchClock.time(runs: `repeat`) { analyses = analyzer.analyze(history: history, days: days) }
        let encoder = JSONEncoder()
        let encode = try BenchClock.time(runs: `repeat`) {
            for analysis in analyses { _ = try encoder.encode(analysis) }
        }
        let hashes = BenchClock.time(runs: `repeat`) { _ = analyzer.inputHashes(history: history, days: days) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulsum-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scoring = DayScoring(database: try PulsumDatabase(path: folder.appendingPathComponent("bench.sqlite").path))
        let lastNight = days.upperBound
        let first = try BenchClock.time(runs: 1) {
            _ = try scoring.run(history: Array(history.dropLast()), asOf: lastNight.adding(days: -1))
        }
        let next = try BenchClock.time(runs: 1) { _ = try scoring.run(history: history, asOf: lastNight) }
        try BenchOutput.printJSON(Timing(days: dayCount, metrics: Self.metrics.count, analyse: Phase(analyse),
                                    encodeJSON: Phase(encode), inputHashes: Phase(hashes),
                                    firstNightStoringAllDays: Phase(first), nextNightOneNewDay: Phase(next)))
    }
}
