import Plot
import PulsumCore

/// Draws one metric: calibrating stretches shaded, the usual-range band (median ± scale of the
/// 28 days before each day), the daily values as a line broken at missing days, and dots
/// (out-of-range ones marked).
struct MetricChart {
    let series: MetricSeries
    let period: ClosedRange<LocalDate>

    static let width = 480.0
    static let height = 150.0

    func svg<Context>() -> Node<Context> {
        let display = MetricDisplay(series.key)
        let frame = ChartFrame(width: Self.width, height: Self.height, top: 10, bottom: 24, days: period,
                               ticks: ticks, label: axisLabel)
        var nodes: [SVGNode] = [frame.axes]
        for stretch in series.calibrating {
            nodes.append(frame.shade(stretch.first, stretch.last, className: "calibrating",
                                     title: "\(ChartFrame.stretchText(stretch.first, stretch.last)): baseline calibrating (fewer than 7 valid days)"))
        }
        var band = PathData()
        for run in DayRuns.split(series.points.map { ($0.day, $0.usual) }) {
            let half = frame.x.dayWidth / 2
            var upper: [(Double, Double)] = []
            var lower: [(Double, Double)] = []
            for (index, point) in run.enumerated() {
                let x = frame.x.x(point.day)
                let left = index == 0 ? x - half : x
                let right = index == run.count - 1 ? x + half : x
                upper += left == right ? [(x, frame.y(point.value.upperBound))]
                    : [(left, frame.y(point.value.upperBound)), (right, frame.y(point.value.upperBound))]
                lower += left == right ? [(x, frame.y(point.value.lowerBound))]
                    : [(left, frame.y(point.value.lowerBound)), (right, frame.y(point.value.lowerBound))]
            }
            band.polyline(upper + lower.reversed())
            band.close()
        }
        nodes.append(SVG.path(band, className: "band"))
        var line = PathData()
        for run in DayRuns.split(series.points.map { ($0.day, $0.value) }) where run.count > 1 {
            line.polyline(run.map { (frame.x.x($0.day), frame.y($0.value)) })
        }
        nodes.append(SVG.path(line, className: "value-line"))
        guard frame.marksEachDay else {
            nodes.append(ChartFrame.dots(series.points.compactMap { point in
                point.outOfRange ? point.value.map { (frame.x.x(point.day), frame.y($0)) } : nil
            }, className: "out-dots"))
            return SVG.root(id: "m-\(series.key.rawValue)", width: Self.width, height: Self.height,
                            title: Self.heading(series.key), description: series.summary, className: "chart", nodes)
        }
        let radius = min(2.6, max(frame.x.dayWidth / 2.5, 1))
        for point in series.points {
            guard let value = point.value else { continue }
            var title = "\(ChartFrame.dayText(point.day)): \(display.text(value))"
            if let usual = point.usual { title += ", usual \(display.range(low: usual.lowerBound, high: usual.upperBound))" }
            if point.outOfRange { title += " (out of range)" }
            nodes.append(SVG.circle(x: frame.x.x(point.day), y: frame.y(value),
                                    radius: point.outOfRange ? radius + 0.8 : radius,
                                    className: point.outOfRange ? "dot out" : "dot", title: title))
        }
        return SVG.root(id: "m-\(series.key.rawValue)", width: Self.width, height: Self.height,
                        title: Self.heading(series.key),
                        description: series.summary, className: "chart", nodes)
    }

    /// "resting HR (bpm)", "sleep".
    static func heading(_ key: DailyMetricKey) -> String {
        let display = MetricDisplay(key)
        return display.unit.isEmpty ? display.name : "\(display.name) (\(display.unit))"
    }

    /// Value ticks at round numbers; durations spanning two hours or more at round hours.
    private var ticks: [Double] {
        guard MetricDisplay(series.key).isDuration, let extent = series.extent,
              extent.upperBound - extent.lowerBound >= 120 else { return ChartFrame.ticks(for: series.extent) }
        return ChartFrame.ticks(for: (extent.lowerBound / 60)...(extent.upperBound / 60)).map { $0 * 60 }
    }

    private func axisLabel(_ value: Double) -> String {
        let display = MetricDisplay(series.key)
        if display.isDuration { return MetricDisplay.duration(minutes: value) }
        if abs(value) >= 10_000 { return MetricDisplay.decimal(value / 1000, places: 0) + "k" }
        if abs(value) >= 1000 {
            return MetricDisplay.decimal(value / 1000, places: value.truncatingRemainder(dividingBy: 1000) == 0 ? 0 : 1) + "k"
        }
        return value.rounded() == value ? String(Int(value)) : MetricDisplay.decimal(value, places: 1)
    }
}
