import ArgumentParser

/// The command line as the person typed it, rewritten into the shape ArgumentParser parses:
/// global options (``GlobalOptions``) may come before the subcommand (`pulsum --data-dir X status`)
/// and are moved to just after its name; `-V` alone is `--version`. Everything after `--`, and
/// any option that is not global, stays where it was.
enum CommandLineArguments {
    /// Global flags without a value.
    static let globalFlags: Set<String> = ["--json", "--compact", "-v", "--verbose"]
    /// Global options that take a value (`--data-dir X` or `--data-dir=X`).
    static let globalOptionsWithValue: Set<String> = ["--data-dir", "--identity", "--passphrase-fd"]

    /// `arguments` (without the program name) in the order ArgumentParser accepts.
    static func normalized(_ arguments: [String], root: any ParsableCommand.Type = Pulsum.self) -> [String] {
        if arguments == ["-V"] { return ["--version"] }
        let (leading, rest) = splitLeadingGlobalOptions(arguments)
        let path = commandPath(of: rest, root: root).names
        guard !leading.isEmpty, !path.isEmpty else { return arguments }
        return path + leading + rest.dropFirst(path.count)
    }

    /// The global options before the first other argument, and the arguments from there on.
    static func splitLeadingGlobalOptions(_ arguments: [String]) -> (leading: [String], rest: [String]) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if globalFlags.contains(argument) || (globalOptionsWithValue.contains(name) && argument.contains("=")) {
                index += 1
            } else if globalOptionsWithValue.contains(argument), index + 1 < arguments.endIndex {
                index += 2
            } else {
                break
            }
        }
        return (Array(arguments[..<index]), Array(arguments[index...]))
    }

    /// The subcommand names at the start of `arguments` (`["library", "import"]`) and the command
    /// they name.
    static func commandPath(of arguments: [String], root: any ParsableCommand.Type)
        -> (names: [String], command: any ParsableCommand.Type)
    {
        var command = root
        var names: [String] = []
        for argument in arguments {
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == argument }) else { break }
            names.append(argument)
            command = next
        }
        return (names, command)
    }

    /// The subcommand name closest to a mistyped one (at most two edits away, and fewer than
    /// half its letters), for "did you mean"; `nil` when the first word after the subcommand
    /// path is an option, a known name, or too far from every name.
    static func suggestion(for arguments: [String], root: any ParsableCommand.Type = Pulsum.self) -> Suggestion? {
        let rest = splitLeadingGlobalOptions(arguments).rest
        let found = commandPath(of: rest, root: root)
        guard let typed = rest.dropFirst(found.names.count).first, !typed.hasPrefix("-") else { return nil }
        let names: [String] = found.command.configuration.subcommands.map { $0._commandName }
        guard !names.contains(typed) else { return nil }
        let limit = min(2, max(1, typed.count / 2))
        var best: Suggestion?
        var bestDistance = limit + 1
        for name in names {
            let distance = EditDistance.between(typed, name)
            if distance < bestDistance {
                best = Suggestion(typed: typed, suggested: name)
                bestDistance = distance
            }
        }
        return best
    }

    /// A mistyped subcommand and the name it most likely meant.
    struct Suggestion: Equatable {
        var typed: String
        var suggested: String
    }
}
