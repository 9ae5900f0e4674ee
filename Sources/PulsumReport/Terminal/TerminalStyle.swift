/// ANSI colour for terminal views, or none (not a terminal, or `NO_COLOR` set).
public struct TerminalStyle: Hashable, Sendable {
    /// Whether escape codes are written.
    public var colour: Bool

    /// A style; `colour: false` writes plain text.
    public init(colour: Bool) { self.colour = colour }

    /// Whether a terminal should get colour: only when it is one and `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    public static func wantsColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func good(_ text: String) -> String { wrap(text, "32") }
    func bad(_ text: String) -> String { wrap(text, "31") }
    func warning(_ text: String) -> String { wrap(text, "33") }

    /// Points coloured by sign.
    func points(_ value: Double) -> String {
        let text = TextCell.signed(value) + " pts"
        return value >= 0 ? good(text) : bad(text)
    }

    private func wrap(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
    }
}

/// Padding and number helpers for fixed-width terminal columns.
enum TextCell {
    /// `text` padded with spaces to `width` characters (left-aligned), never cut.
    static func left(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` right-aligned in `width` characters.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `+1.2` / `−0.4` (with a true minus sign).
    static func signed(_ value: Double) -> String {
        let text = MetricDisplay.decimal(abs(value), places: 1)
        return (value < 0 && text != "0.0" ? "−" : "+") + text
    }
}
