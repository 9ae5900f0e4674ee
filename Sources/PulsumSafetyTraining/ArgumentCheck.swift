import Foundation

/// The trainer's options, checked before anything runs: an unknown option (`--help`, a typo) or an
/// option missing its value is refused, because the command with no recognised mode retrains and
/// overwrites the checkout's weights file.
enum ArgumentCheck {
    static let valued: Set<String> = ["--judge", "--weights", "--levels", "--against", "--dump-rule-features"]
    static let switches: Set<String> = ["--search", "--rules-only"]

    static let usage = """
        usage: pulsum-safety-train                      retrain; writes Data/safety/crisis-classifier.json
               pulsum-safety-train --search             cross-validate each candidate setting; writes nothing
               pulsum-safety-train --dump-rule-features PATH [--rules-only]
               pulsum-safety-train --judge FILE [--weights PATH] [--levels OUT] [--against LEVELS]
        (run from the checkout; docs/safety.md, "Retraining")
        """

    /// Why the arguments (without the program name) are refused, or nil when they are fine.
    static func problem(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument) {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else { return "\(argument) needs a value" }
                index += 2
            } else if switches.contains(argument) {
                index += 1
            } else {
                return "unknown argument \(argument)"
            }
        }
        return nil
    }
}
