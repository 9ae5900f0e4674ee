import Plot

/// A node of the report's body.
typealias BodyNode = Node<HTML.BodyContext>

/// Body elements built through Plot, which escapes every text node; class names are fixed strings.
enum Markup {
    /// An element with an optional class and children.
    static func element(_ name: String, _ className: String? = nil, _ children: [BodyNode]) -> BodyNode {
        .element(named: name, nodes: (className.map { [BodyNode.attribute(named: "class", value: $0)] } ?? []) + children)
    }

    /// An element holding escaped text.
    static func text(_ name: String, _ className: String? = nil, _ content: String) -> BodyNode {
        element(name, className, [.text(content)])
    }

    /// A table with a header row; every cell is escaped text.
    static func table(_ className: String, header: [String], rows: [[String]]) -> BodyNode {
        element("div", "table-wrap", [
            element("table", className, [
                element("thead", nil, [element("tr", nil, header.map { text("th", nil, $0) })]),
                element("tbody", nil, rows.map { row in element("tr", nil, row.map { text("td", nil, $0) }) }),
            ]),
        ])
    }

    /// A section with an id (for the table of contents) and a heading.
    static func section(_ id: String, _ heading: String, _ children: [BodyNode]) -> BodyNode {
        .element(named: "section", nodes: [.attribute(named: "id", value: id), text("h2", nil, heading)] + children)
    }

    /// A chart in a `<figure>` with a visible caption (and a heading above it when given).
    static func figure(_ chart: BodyNode, caption: String, heading: String? = nil) -> BodyNode {
        element("figure", nil, (heading.map { [text("h3", nil, $0)] } ?? []) + [chart, text("figcaption", nil, caption)])
    }
}
