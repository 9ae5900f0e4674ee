import Foundation
import PulsumAgents

/// How wide the terminal is, for tables that must fit it.
enum TerminalWidth {
    /// `$COLUMNS` when set, else the terminal's width when stdout is one, else `nil` (no limit:
    /// a pipe gets every column).
    static var columns: Int? {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        guard isatty(1) != 0 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Colour on stdout only when it is a terminal and `NO_COLOR` is unset.
    static var style: TerminalStyle {
        TerminalStyle(colour: TerminalStyle.wantsColour(isTerminal: isatty(1) != 0,
                                                        environment: ProcessInfo.processInfo.environment))
    }
}
