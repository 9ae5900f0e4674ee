import ArgumentParser
import PulsumCore

extension CommandErrors {
    /// ``reporting(_:)`` for async work: a ``PulsumError`` becomes one line on stderr and its exit status.
    static func reporting<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PulsumError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(error.exitCode)
        }
    }
}
