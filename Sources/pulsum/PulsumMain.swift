import ArgumentParser
import PulsumAgents

/// Process entry point.
@main
enum PulsumMain {
    static func main() async {
        // Fix OpenBLAS's kernel choice before anything else runs (it is made before main; only a
        // new process with OPENBLAS_CORETYPE set can change it).
        KernelFix.reexecIfNeeded()
        BLASRuntime.stopIdleThreads()
        let command: any ParsableCommand
        do {
            command = try Pulsum.parseAsRoot()
        } catch {
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
