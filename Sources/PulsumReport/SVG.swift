import Plot

/// The context of nodes inside an `<svg>` element (Plot has none of its own).
public enum SVGContext {}

/// A node inside an `<svg>`.
typealias SVGNode = Node<SVGContext>

/// SVG elements built through Plot: text content is escaped by Plot; attribute values here are
/// numbers, path data and fixed class names, never text from the data.
enum SVG {
    /// A root `<svg>` with a text alternative: `<title>` and `<desc>` referenced by `aria-labelledby`.
    static func root<Context>(id: String, width: Double, height: Double, title: String, description: String,
                              className: String, _ children: [SVGNode]) -> Node<Context> {
        .element(named: "svg", nodes: [
            .attribute(named: "xmlns", value: "http://www.w3.org/2000/svg"),
            .attribute(named: "viewBox", value: "0 0 \(number(width)) \(number(height))"),
            .attribute(named: "class", value: className),
            .attribute(named: "role", value: "img"),
            .attribute(named: "aria-labelledby", value: "\(id)-t \(id)-d"),
            .element(named: "title", nodes: [.attribute(named: "id", value: "\(id)-t"), .text(title)]),
            .element(named: "desc", nodes: [.attribute(named: "id", value: "\(id)-d"), .text(description)]),
        ] + children)
    }

    static func group(_ className: String, _ children: [SVGNode]) -> SVGNode {
        .element(named: "g", nodes: [.attribute(named: "class", value: className)] + children)
    }

    static func rect(x: Double, y: Double, width: Double, height: Double, className: String,
                     title: String? = nil) -> SVGNode {
        shape("rect", [("x", x), ("y", y), ("width", max(width, 0)), ("height", max(height, 0))], className, title)
    }

    static func circle(x: Double, y: Double, radius: Double, className: String, title: String? = nil) -> SVGNode {
        shape("circle", [("cx", x), ("cy", y), ("r", radius)], className, title)
    }

    static func line(x1: Double, y1: Double, x2: Double, y2: Double, className: String) -> SVGNode {
        shape("line", [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)], className, nil)
    }

    static func path(_ data: PathData, className: String, title: String? = nil) -> SVGNode {
        guard !data.isEmpty else { return .empty }
        var nodes: [SVGNode] = [.attribute(named: "d", value: data.text), .attribute(named: "class", value: className)]
        if let title { nodes.append(.element(named: "title", nodes: [.text(title)])) }
        return .element(named: "path", nodes: nodes)
    }

    static func text(_ content: String, x: Double, y: Double, className: String) -> SVGNode {
        .element(named: "text", nodes: [
            .attribute(named: "x", value: number(x)), .attribute(named: "y", value: number(y)),
            .attribute(named: "class", value: className), .text(content),
        ])
    }

    private static func shape(_ name: String, _ geometry: [(String, Double)], _ className: String,
                              _ title: String?) -> SVGNode {
        var nodes: [SVGNode] = geometry.map { .attribute(named: $0.0, value: number($0.1)) }
        nodes.append(.attribute(named: "class", value: className))
        guard let title else { return .element(named: name, nodes: nodes) }
        nodes.append(.element(named: "title", nodes: [.text(title)]))
        return .element(named: name, nodes: nodes)
    }

    /// A coordinate with at most one decimal (`12.3`, `40`), deterministic and locale-free.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = String(abs(tenths) / 10)
        let sign = tenths < 0 ? "-" : ""
        return tenths % 10 == 0 ? sign + whole : sign + whole + "." + String(abs(tenths) % 10)
    }
}

/// SVG path data, built point by point (`M x,y L x,y … Z`).
struct PathData {
    private(set) var text = ""

    var isEmpty: Bool { text.isEmpty }

    mutating func move(_ x: Double, _ y: Double) { append("M", x, y) }
    mutating func line(_ x: Double, _ y: Double) { append("L", x, y) }
    mutating func close() { text += "Z" }
    /// A zero-length segment: drawn as a dot by a round line cap.
    mutating func dot(_ x: Double, _ y: Double) {
        move(x, y)
        text += "h0"
    }

    /// A polyline through the points.
    mutating func polyline(_ points: [(Double, Double)]) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(point.0, point.1) } else { line(point.0, point.1) }
        }
    }

    private mutating func append(_ command: String, _ x: Double, _ y: Double) {
        text += command + SVG.number(x) + "," + SVG.number(y)
    }
}
