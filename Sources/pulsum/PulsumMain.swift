import ArgumentParser
import PulsumAgents
import PulsumCore

/// Process entry point.
@main
enum PulsumMain {
    static func main() async {
        // OpenBLAS reads its kernel and idle-spin settings when it loads, before main: only a new
        // process with them in its environment gets them (see BLASRuntime+Environment).
        BLASRuntime.reexecWithTunedEnvironmentIfNeeded()
        Output.ignoreBrokenPipeSignal()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let command: any ParsableCommand
        do {
            command = try Pulsum.parseAsRoot(CommandLineArguments.normalized(arguments))
        } catch {
            if let guess = CommandLineArguments.suggestion(for: arguments) {
                Output.warn("pulsum: '\(guess.typed)' is not a pulsum command; did you mean '\(guess.suggested)'? (see pulsum --help)")
                Pulsum.exit(withError: ExitCode(.usage))
            }
            Pulsum.exit(withError: error)
        }
        do {
            var command = command
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            FailureExit.exit(with: error)
        }
    }
}
