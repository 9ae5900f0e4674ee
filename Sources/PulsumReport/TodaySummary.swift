import PulsumAnalytics
import PulsumCore

/// The headline: the latest complete scored day, with one row per score component.
public struct TodaySummary: Sendable {
    /// The latest complete day with an analysis (scored or not), if any.
    public var analysis: DayAnalysis?
    /// A later day still in progress, if any (shown as "in progress", never headlined).
    public var inProgress: DayAnalysis?
    /// One row per score component, in ``ScoreComponent`` order.
    public var rows: [ContributorRow]

    init(analyses: [DayAnalysis], days: [LocalDate: DailyMetrics]) {
        let sorted = analyses.sorted { $0.date < $1.date }
        let complete = sorted.last { !$0.inProgress && $0.score.value != nil } ?? sorted.last { !$0.inProgress }
        analysis = complete
        inProgress = sorted.last.flatMap { $0.inProgress ? $0 : nil }
        rows = complete.map { analysis in
            ScoreComponent.allCases.map { ContributorRow(component: $0, analysis: analysis, metrics: days[analysis.date]) }
        } ?? []
    }
}

/// One score component on the headline day: its value against the usual range, and its points.
public struct ContributorRow: Sendable {
    /// The component.
    public var component: ScoreComponent
    /// The metric it reads (for HRV: SDNN or RMSSD, whichever was used).
    public var metric: DailyMetricKey
    /// The day's value, when known.
    public var value: Double?
    /// The usual range (median ± scale), when known.
    public var usual: ClosedRange<Double>?
    /// Points added to (or taken from) 50; `nil` when the component is missing.
    public var points: Double?
    /// Why the component is missing.
    public var missingReason: String?

    init(component: ScoreComponent, analysis: DayAnalysis, metrics: DailyMetrics?) {
        self.component = component
        metric = MetricDisplay.metric(of: component, in: analysis.baselines)
        value = metrics?[metric]
        usual = analysis.baselines[metric]?.usualRange
        points = analysis.score.contributions[component]
        missingReason = analysis.score.missing[component]
    }

    /// "resting HR 58 bpm, usual 54–57 bpm" (or what is known of it).
    public var sentence: String {
        let display = MetricDisplay(metric)
        var text = MetricDisplay.name(of: component)
        if component == .sleepDebt7d {
            text += points.map { $0 >= 0 ? " in surplus" : " in debt" } ?? ""
        } else if let value {
            text += " " + display.text(value)
        }
        if component != .sleepDebt7d, let usual { text += ", usual " + display.range(low: usual.lowerBound, high: usual.upperBound) }
        return text
    }
}
