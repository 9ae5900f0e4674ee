import Plot
import PulsumCore

/// Draws one stacked bar per night: deep, core, REM (or unstaged asleep), awake, then naps.
struct SleepChart {
    let sleep: SleepSeries
    let period: ClosedRange<LocalDate>

    static let width = 800.0
    static let height = 260.0

    /// The stack order, bottom first, with each part's class and name.
    static var parts: [(KeyPath<SleepSeries.Night, Double>, String, String)] { [
        (\.deep, "st-deep", "deep"), (\.core, "st-core", "core"), (\.rem, "st-rem", "REM"),
        (\.unstaged, "st-asleep", "asleep (no stages)"), (\.awake, "st-awake", "awake"), (\.nap, "st-nap", "nap"),
    ] }

    func svg<Context>() -> Node<Context> {
        let longest = sleep.nights.map(\.total).max() ?? 480
        let hours = max(Int((longest / 60).rounded(.up)), 1)
        let step = hours > 8 ? 4 : 2
        let ticks = stride(from: 0, through: ((hours + step - 1) / step) * step, by: step).map { Double($0 * 60) }
        let frame = ChartFrame(width: Self.width, height: Self.height, left: 52, top: 16, bottom: 28, days: period, ticks: ticks,
                               label: { "\(Int($0) / 60)h" })
        var nodes: [SVGNode] = [frame.axes]
        let barWidth = max(frame.x.dayWidth * 0.75, 0.6)
        for night in sleep.nights {
            var base = 0.0
            let x = frame.x.x(night.day) - barWidth / 2
            for (path, className, name) in Self.parts {
                let minutes = night[keyPath: path]
                guard minutes > 0 else { continue }
                let top = frame.y(base + minutes)
                nodes.append(SVG.rect(x: x, y: top, width: barWidth, height: frame.y(base) - top, className: className,
                                      title: frame.marksEachDay ? "\(ChartFrame.dayText(night.day)): \(name) \(MetricDisplay.duration(minutes: minutes))" : nil))
                base += minutes
            }
        }
        return SVG.root(id: "sleep", width: Self.width, height: Self.height, title: "Sleep stages per night",
                        description: description, className: "chart wide", nodes)
    }

    private var description: String {
        let nights = sleep.nights
        guard !nights.isEmpty else { return "No sleep recorded in the period." }
        let mean = { (path: KeyPath<SleepSeries.Night, Double>) in nights.map { $0[keyPath: path] }.reduce(0, +) / Double(nights.count) }
        return "Sleep on \(nights.count) of \(sleep.dates.count) nights. Average asleep "
            + "\(MetricDisplay.duration(minutes: mean(\.asleep))): deep \(MetricDisplay.duration(minutes: mean(\.deep))), "
            + "core \(MetricDisplay.duration(minutes: mean(\.core))), REM \(MetricDisplay.duration(minutes: mean(\.rem))); "
            + "awake in bed \(MetricDisplay.duration(minutes: mean(\.awake))); naps on "
            + "\(nights.filter { $0.nap > 0 }.count) days."
    }
}
