import ArgumentParser
import PulsumAgents
import PulsumCore

/// Process entry point.
@main
enum PulsumMain {
    static func main() async {
        // Fix OpenBLAS's kernel choice before anything else runs (it is made before main; only a
        // new process with OPENBLAS_CORETYPE set can change it).
        BLASRuntime.reexecWithRecommendedKernelIfNeeded()
        BLASRuntime.stopIdleThreads()
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
