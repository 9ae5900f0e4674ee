import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport

/// Reading helpers shared by the vendor reader tests.
enum VendorRead {
    /// Detects the reader for a file with the default readers, reads it and returns what it found.
    static func detectAndRead(_ url: URL, offset: Int32 = 0) throws -> (format: ExportFormat, sink: CollectingSink) {
        guard let reader = try FormatDetector().reader(for: url.path) else {
            throw PulsumError.unrecognizedFormat(path: url.path, hint: "no reader in the test")
        }
        var sink = CollectingSink()
        try reader.read(path: url.path, options: ReadOptions(displayPath: url.lastPathComponent,
                                                               fallbackUTCOffset: { _ in offset }), into: &sink)
        return (reader.format, sink)
    }

    /// A fixture under `Tests/Fixtures/vendors/`.
    static func fixture(_ path: String) -> URL { TestPaths.fixture("vendors/\(path)") }

    /// A shared sample under `../shared/data/exports/` (or its committed copy), or `nil` when absent.
    static func shared(_ path: String) -> URL? { TestPaths.shared("data/exports/\(path)") }

    /// Whether every one of the shared samples `paths` is available (see ``shared(_:)``).
    static func has(_ paths: String...) -> Bool { paths.allSatisfy { shared($0) != nil } }
}

extension CollectingSink {
    /// Samples of one metric.
    func samples(_ metric: Metric) -> [Sample] { samples.filter { $0.metric == metric } }

    /// Minutes per stage over all segments.
    func stageMinutes() -> [SleepStage: Double] {
        segments.reduce(into: [:]) { $0[$1.stage, default: 0] += Double($1.duration) / 60 }
    }

    /// Asleep minutes over segments whose start is within `[from, to)` (UTC seconds).
    func asleepMinutes(from: Int64, to: Int64) -> Double {
        segments.filter { $0.stage.isAsleep && $0.start >= from && $0.start < to }
            .reduce(0) { $0 + Double($1.duration) / 60 }
    }
}

/// A UTC instant from an ISO text with offset (test convenience).
func utc(_ text: String) -> Int64 { InstantParser.parse(text)?.epochSeconds ?? Int64.min }
