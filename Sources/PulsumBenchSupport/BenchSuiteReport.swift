import Foundation

/// The result of `pulsum-bench all`: every comparison with its reference tool, and the machine.
/// Its JSON form is the one to keep for tracking regressions.
public struct BenchSuiteReport: Encodable, Sendable {
    /// The machine, with the load average when the run started.
    public var machine: MachineDescription
    /// The load averages when the run ended.
    public var loadAverageAtEnd: [Double]
    /// "quick" or "full".
    public var sizes: String
    /// When the run started (ISO 8601, UTC).
    public var started: String
    public var comparisons: [ComparisonOutcome]

    enum CodingKeys: String, CodingKey {
        case machine, loadAverageAtEnd = "load_average_at_end", sizes, started, comparisons
    }

    /// A report.
    public init(machine: MachineDescription, loadAverageAtEnd: [Double], sizes: String, started: String,
                comparisons: [ComparisonOutcome]) {
        self.machine = machine
        self.loadAverageAtEnd = loadAverageAtEnd
        self.sizes = sizes
        self.started = started
        self.comparisons = comparisons
    }

    /// The table of ratios, the machine, and a line per comparison with its peer and agreement.
    public var table: String {
        var rows = [["comparison", "case", "metric", "pulsum", "peer", "ratio", "CPU ratio"]]
        for outcome in comparisons {
            for row in outcome.summary?.rows ?? [] {
                rows.append([outcome.name, row.name, row.metric, Self.figure(row.pulsum), Self.figure(row.peer),
                             row.speedup.map { String(format: "%.2f×", $0) } ?? "–",
                             row.cpuSpeedup.map { String(format: "%.2f×", $0) } ?? ""])
            }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { cells in
            zip(cells, widths).enumerated().map { column, pair in
                column < 3 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: pair.1 - pair.0.count) + pair.0
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let load = loadAverageAtEnd.map { String(format: "%.2f", $0) }.joined(separator: " ")
        var text = ["Pulsum against its reference tools (\(sizes) sizes), one run started \(started)",
                    "Machine: \(machine.summary) at start; \(load) at end", ""] + lines
        text.append("")
        text.append("ratio: how many times better Pulsum is (pulsum/peer for rates, peer/pulsum for times); "
            + "CPU ratio: the same on CPU seconds.")
        for outcome in comparisons {
            switch outcome.status {
            case .measured:
                let agreement = outcome.summary?.agreement.map { "; \($0)" } ?? ""
                text.append("\(outcome.name): against \(outcome.summary?.peer ?? "?")\(agreement) "
                    + String(format: "(%.0f s)", outcome.seconds))
            case .skipped, .failed:
                text.append("\(outcome.name): \(outcome.status.rawValue) (\(outcome.reason ?? ""))")
            }
        }
        return text.joined(separator: "\n")
    }

    /// Four significant digits, thousands separated only by their size.
    static func figure(_ value: Double) -> String {
        abs(value) >= 1000 ? String(format: "%.0f", value) : String(format: "%.4g", value)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
