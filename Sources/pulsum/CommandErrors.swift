import ArgumentParser
import PulsumCore
import PulsumRanking

/// Turns the errors a command can act on into a message on stderr and an exit status.
enum CommandErrors {
    /// Runs `body`; a ``LibraryError`` or ``InputError`` exits 1, a ``PulsumError`` with its own
    /// status (see `PulsumError.exitCode`).
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LibraryError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(1)
        } catch let error as InputError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(1)
        } catch let error as PulsumError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(error.exitCode)
        }
    }
}
