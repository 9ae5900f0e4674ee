import Plot

/// A small diverging bar of a component's points around 0 (decorative: the row's text says
/// the same, so the bar is hidden from screen readers).
enum ContributorBar {
    static let width = 160.0
    static let height = 14.0

    /// The bar for `points` on a scale of ±`limit` points.
    static func svg(points: Double?, limit: Double) -> BodyNode {
        let scale = LinearScale(domain: -limit...limit, rangeStart: 0, rangeEnd: width)
        var nodes: [SVGNode] = [SVG.rect(x: 0, y: 6, width: width, height: 2, className: "track")]
        if let points {
            let zero = scale(0)
            let end = scale(min(max(points, -limit), limit))
            nodes.append(SVG.rect(x: min(zero, end), y: 2, width: max(abs(end - zero), 1), height: 10,
                                  className: points >= 0 ? "bar-up" : "bar-down"))
        }
        nodes.append(SVG.line(x1: scale(0), y1: 0, x2: scale(0), y2: height, className: "axis"))
        return .element(named: "svg", nodes: [
            .attribute(named: "viewBox", value: "0 0 \(SVG.number(width)) \(SVG.number(height))"),
            .attribute(named: "class", value: "contrib"),
            .attribute(named: "aria-hidden", value: "true"),
        ] + nodes)
    }
}
