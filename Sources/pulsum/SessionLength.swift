import ArgumentParser
import Foundation

/// A length of time on the command line: a number with `s`, `m`, `h` or `d` (`8h`, `90m`).
struct SessionLength: ExpressibleByArgument, Sendable {
    /// The length in seconds.
    var seconds: TimeInterval

    init(seconds: TimeInterval) { self.seconds = seconds }

    init?(argument: String) {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        guard let unit = argument.last.flatMap({ units[$0] }), let count = Double(argument.dropLast()), count > 0,
              count * unit <= 366 * 86_400
        else { return nil }
        seconds = count * unit
    }

    static var defaultValueDescription: String { "8h" }
}
