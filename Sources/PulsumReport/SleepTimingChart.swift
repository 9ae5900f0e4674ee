import Plot
import PulsumCore

/// Draws each night's main sleep as a vertical bar from bedtime to wake time on a clock axis
/// (18:00 the evening before to 14:00), so the spread of bedtimes and wake times shows.
struct SleepTimingChart {
    let sleep: SleepSeries
    let period: ClosedRange<LocalDate>

    static let width = 800.0
    static let height = 240.0

    func svg<Context>() -> Node<Context> {
        let earliest = min(sleep.timings.map(\.bedtimeMinutes).min() ?? -360, -360)
        let latest = max(sleep.timings.map(\.wakeMinutes).max() ?? 840, 600)
        let first = Int((Double(earliest) / 180).rounded(.down)) * 180
        let last = Int((Double(latest) / 180).rounded(.up)) * 180
        let ticks = stride(from: last, through: first, by: -180).map(Double.init)
        // Later clock times are drawn lower: ticks run from the latest (bottom) to the earliest (top).
        let frame = ChartFrame(width: Self.width, height: Self.height, left: 76, top: 16, bottom: 28, days: period,
                               ticks: ticks.map { -$0 }, label: { MetricDisplay.clock(minutes: Int(-$0)) })
        var nodes: [SVGNode] = [frame.axes]
        let barWidth = max(frame.x.dayWidth * 0.6, 0.6)
        for night in sleep.timings {
            let top = frame.y(-Double(night.bedtimeMinutes))
            let bottom = frame.y(-Double(night.wakeMinutes))
            nodes.append(SVG.rect(x: frame.x.x(night.wakeDay) - barWidth / 2, y: top, width: barWidth, height: bottom - top,
                                  className: "st-window", title: !frame.marksEachDay ? nil : "\(ChartFrame.dayText(night.wakeDay)): \(MetricDisplay.clock(minutes: night.bedtimeMinutes)) to \(MetricDisplay.clock(minutes: night.wakeMinutes))"))
        }
        return SVG.root(id: "timing", width: Self.width, height: Self.height, title: "Bedtime and wake time",
                        description: SleepTimingChart.summary(sleep.timings), className: "chart wide", nodes)
    }

    /// "Bedtime 23:10 (middle half 22:50–23:40); wake 07:05 (06:45–07:30), over 60 nights."
    static func summary(_ timings: [NightTiming]) -> String {
        guard let bed = SleepSeries.spread(timings.map(\.bedtimeMinutes)),
              let wake = SleepSeries.spread(timings.map(\.wakeMinutes)) else { return "No bedtimes recorded in the period." }
        return "Bedtime \(MetricDisplay.clock(minutes: bed.median)) (middle half \(MetricDisplay.clock(minutes: bed.low))–"
            + "\(MetricDisplay.clock(minutes: bed.high))); wake \(MetricDisplay.clock(minutes: wake.median)) "
            + "(\(MetricDisplay.clock(minutes: wake.low))–\(MetricDisplay.clock(minutes: wake.high))), over \(timings.count) nights."
    }
}
