import PulsumCore

/// The geometry of one chart: its size, plot area, day axis and value scale, and the grid,
/// tick labels and axis drawn around the data.
struct ChartFrame {
    let width: Double
    let height: Double
    let left: Double
    let top: Double
    let bottom: Double
    let x: DayAxis
    let y: LinearScale
    let yTicks: [Double]
    let yLabel: (Double) -> String

    /// A frame over `days` with the value ticks `ticks` (ascending; their ends are the value domain).
    init(width: Double, height: Double, left: Double = 44, right: Double = 10, top: Double = 10,
         bottom: Double = 22, days: ClosedRange<LocalDate>, ticks: [Double], label: @escaping (Double) -> String) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.bottom = height - bottom
        x = DayAxis(days, left: left, right: width - right)
        let low = ticks.first ?? 0
        let high = max(ticks.last ?? 1, low + 1e-9)
        y = LinearScale(domain: low...high, rangeStart: height - bottom, rangeEnd: top)
        yTicks = ticks
        yLabel = label
    }

    var right: Double { x.scale.rangeEnd }

    /// Days up to which every day gets its own mark with a hover title; beyond, a day is under
    /// two pixels wide, so lines carry the values and only out-of-range days are marked.
    static let perDayLimit = 400

    /// Whether this chart draws a mark with a title per day.
    var marksEachDay: Bool { x.last.dayNumber - x.first.dayNumber < Self.perDayLimit }

    /// Round dots at `points` as one path (zero-length strokes with round caps): many marks
    /// without a node each.
    static func dots(_ points: [(Double, Double)], className: String) -> SVGNode {
        var data = PathData()
        for point in points { data.dot(point.0, point.1) }
        return SVG.path(data, className: className)
    }

    /// Horizontal grid lines with value labels, the baseline axis, and day labels.
    var axes: SVGNode {
        var nodes: [SVGNode] = []
        for tick in yTicks {
            let position = y(tick)
            nodes.append(SVG.line(x1: left, y1: position, x2: right, y2: position, className: "grid"))
            nodes.append(SVG.text(yLabel(tick), x: left - 4, y: position, className: "ylabel"))
        }
        for tick in x.ticks {
            let position = x.x(tick.day)
            nodes.append(SVG.line(x1: position, y1: bottom, x2: position, y2: bottom + 4, className: "axis"))
            nodes.append(SVG.text(tick.label, x: position, y: bottom + 6, className: "xlabel"))
        }
        nodes.append(SVG.line(x1: left, y1: bottom, x2: right, y2: bottom, className: "axis"))
        return SVG.group("axes", nodes)
    }

    /// A full-height shaded column over a stretch of days, with a hover title.
    func shade(_ first: LocalDate, _ last: LocalDate, className: String, title: String) -> SVGNode {
        let start = x.x(first) - x.dayWidth / 2
        let end = x.x(last) + x.dayWidth / 2
        return SVG.rect(x: start, y: top, width: end - start, height: bottom - top, className: className, title: title)
    }

    /// Value ticks for data spanning `extent`, about `count` of them.
    static func ticks(for extent: ClosedRange<Double>?, count: Int = 4) -> [Double] {
        let ticks = LinearScale.niceTicks(extent ?? 0...1, count: count)
        return ticks.count >= 2 ? ticks : [0, 1]
    }

    /// "3 Mar 2024" for a title.
    static func dayText(_ day: LocalDate) -> String {
        let (year, month, dayOfMonth) = day.components
        return "\(DayAxis.monthNames[month - 1]) \(dayOfMonth), \(year)"
    }

    /// "Mar 3–9, 2024", or one day.
    static func stretchText(_ first: LocalDate, _ last: LocalDate) -> String {
        first == last ? dayText(first) : dayText(first) + " – " + dayText(last)
    }
}
