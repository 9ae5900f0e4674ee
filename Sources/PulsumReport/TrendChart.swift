import Plot
import PulsumCore

/// Draws the daily score over the period: daily points and line, the 7-day mean, 50 marked as
/// "your typical day", days without a score as shaded gaps with their reason, flagged days.
struct TrendChart {
    let trend: TrendSeries
    let flagged: [FlaggedDay]
    let period: ClosedRange<LocalDate>

    static let width = 800.0
    static let height = 300.0

    func svg<Context>() -> Node<Context> {
        let frame = ChartFrame(width: Self.width, height: Self.height, left: 52, top: 16, bottom: 28, days: period,
                               ticks: [0, 25, 50, 75, 100], label: { String(Int($0)) })
        var nodes: [SVGNode] = [frame.axes]
        for gap in trend.gaps {
            nodes.append(frame.shade(gap.first, gap.last, className: "gap",
                                     title: "\(ChartFrame.stretchText(gap.first, gap.last)): no score, \(gap.label)"))
        }
        nodes.append(SVG.line(x1: frame.left, y1: frame.y(50), x2: frame.right, y2: frame.y(50), className: "typical"))
        var daily = PathData()
        for run in DayRuns.split(trend.scores.map { ($0.day, $0.score) }) {
            daily.polyline(run.map { (frame.x.x($0.day), frame.y($0.value)) })
        }
        nodes.append(SVG.path(daily, className: "score-line"))
        var mean = PathData()
        for run in DayRuns.split(trend.mean7.map { ($0.day, $0.mean) }) {
            mean.polyline(run.map { (frame.x.x($0.day), frame.y($0.value)) })
        }
        nodes.append(SVG.path(mean, className: "mean-line"))
        let radius = min(3, max(frame.x.dayWidth / 2.5, 1.2))
        if !frame.marksEachDay {
            nodes.append(ChartFrame.dots(trend.scores.compactMap { point in point.score.map { (frame.x.x(point.day), frame.y($0)) } },
                                         className: "score-dots"))
        }
        for point in trend.scores where frame.marksEachDay {
            guard let score = point.score else { continue }
            nodes.append(SVG.circle(x: frame.x.x(point.day), y: frame.y(score), radius: radius, className: "score-dot",
                                    title: "\(ChartFrame.dayText(point.day)): score \(Int(score.rounded()))"))
        }
        if let progress = trend.inProgress, let score = progress.score {
            nodes.append(SVG.circle(x: frame.x.x(progress.day), y: frame.y(score), radius: radius + 1, className: "progress-dot",
                                    title: "\(ChartFrame.dayText(progress.day)): in progress, partial score \(Int(score.rounded()))"))
        }
        for day in flagged {
            let x = frame.x.x(day.day)
            var marker = PathData()
            marker.move(x, frame.top + 1)
            marker.line(x - 4, frame.top + 8)
            marker.line(x + 4, frame.top + 8)
            marker.close()
            let names = day.metrics.map { MetricDisplay($0.key).name }.joined(separator: ", ")
            nodes.append(SVG.path(marker, className: "flag", title: "\(ChartFrame.dayText(day.day)): out of range: \(names)"))
        }
        return SVG.root(id: "trend", width: Self.width, height: Self.height, title: "Daily score",
                        description: description, className: "chart wide", nodes)
    }

    private var description: String {
        let scored = trend.scores.compactMap(\.score)
        var text = "Daily wellbeing score from \(ChartFrame.dayText(period.lowerBound)) to "
            + "\(ChartFrame.dayText(period.upperBound)): \(scored.count) of \(trend.scores.count) days scored"
        if let low = scored.min(), let high = scored.max() {
            text += ", from \(Int(low.rounded())) to \(Int(high.rounded()))"
        }
        if let latest = trend.mean7.last(where: { $0.mean != nil })?.mean {
            text += "; latest 7-day mean \(Int(latest.rounded()))"
        }
        return text + ". 50 is your typical day; \(flagged.count) day\(flagged.count == 1 ? "" : "s") flagged."
    }
}
