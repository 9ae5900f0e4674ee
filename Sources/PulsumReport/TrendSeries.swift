import PulsumAnalytics
import PulsumCore

/// The daily score over the period, its 7-day mean, and why days have no score.
public struct TrendSeries: Sendable {
    /// Every day of the period with its score (`nil`: no score).
    public var scores: [(day: LocalDate, score: Double?)]
    /// The mean of the complete scored days among the 7 ending on each day, where at least
    /// ``minimumDaysForMean`` of them have a score.
    public var mean7: [(day: LocalDate, mean: Double?)]
    /// Stretches of consecutive days without a score that share a reason.
    public var gaps: [(first: LocalDate, last: LocalDate, label: String)]
    /// The day in progress, if the period holds one (its score is partial and drawn hollow).
    public var inProgress: (day: LocalDate, score: Double?)?

    /// Scored days a 7-day mean needs.
    public static let minimumDaysForMean = 4

    init(dates: [LocalDate], days: [LocalDate: DailyMetrics], analyses: [LocalDate: DayAnalysis]) {
        var scores: [(day: LocalDate, score: Double?)] = []
        var reasons: [(day: LocalDate, label: String?)] = []
        var progress: (day: LocalDate, score: Double?)?
        for day in dates {
            let analysis = analyses[day]
            if let analysis, analysis.inProgress {
                progress = (day, analysis.score.value)
                scores.append((day, nil))
                reasons.append((day, nil))
                continue
            }
            let score = analysis?.score.value
            scores.append((day, score))
            reasons.append((day, score == nil ? Self.reason(analysis: analysis, metrics: days[day]) : nil))
        }
        self.scores = scores
        inProgress = progress
        gaps = DayRuns.stretches(reasons)
        mean7 = scores.indices.map { index in
            let window = scores[max(0, index - 6)...index].compactMap(\.score)
            let mean = window.count >= Self.minimumDaysForMean ? window.reduce(0, +) / Double(window.count) : nil
            return (scores[index].day, mean)
        }
    }

    /// Why a day has no score, in words.
    static func reason(analysis: DayAnalysis?, metrics: DailyMetrics?) -> String {
        if let analysis { return analysis.score.reason ?? "not enough data to score" }
        guard let metrics, !metrics.values.isEmpty else { return "no data recorded" }
        return "not scored yet: run pulsum nightly"
    }
}
