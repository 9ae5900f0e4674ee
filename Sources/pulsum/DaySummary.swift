import Foundation
import PulsumAgents
import PulsumCore

/// The short text report of one analysed day (used by `nightly` and `status`).
enum DaySummary {
    static func text(_ analysis: DayAnalysis) -> String {
        var lines: [String] = []
        let score = analysis.score
        if let value = score.value {
            lines.append(String(format: "%@  score %.0f / 100  (coverage %.0f%%, confidence %.0f%%)",
                                analysis.date.description, value, score.coverage * 100, score.confidence * 100))
            let top = score.contributions.sorted { abs($0.value) > abs($1.value) }.prefix(3)
            if !top.isEmpty {
                lines.append("  top contributions: " + top.map { String(format: "%@ %+.1f pts", $0.key.rawValue, $0.value) }
                    .joined(separator: ", "))
            }
        } else {
            lines.append("\(analysis.date)  no score: \(score.reason ?? "not enough data")")
        }
        let calibration = analysis.baselines.sorted { $0.key < $1.key }.map { key, baseline -> String in
            let ready = baseline.readyInDays.map { " (ready in \($0) days)" } ?? ""
            return "\(key.rawValue) \(baseline.status.rawValue)\(ready)"
        }
        if !calibration.isEmpty { lines.append("  baselines: " + calibration.joined(separator: ", ")) }
        if !analysis.dataQuality.isEmpty {
            lines.append("  data quality: " + analysis.dataQuality.map { "\($0.metric.rawValue): \($0.reason)" }
                .joined(separator: "; "))
        }
        lines.append("  A trend indicator against your own normal range, not a clinical measurement.")
        return lines.joined(separator: "\n")
    }
}
