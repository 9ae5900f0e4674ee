import Foundation

/// An encrypted data folder was needed but no key was given: no identity file, no unlock session,
/// no passphrase descriptor, no terminal to ask on (exit status 5, ``PulsumCore/ExitStatus/locked``).
public struct FolderLockedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data folder.
    public var path: String
    /// Why no key could be read from the terminal, when one was asked for.
    public var reason: String?

    public var description: String {
        "the data folder \(path) is encrypted and locked" + (reason.map { " (\($0))" } ?? "")
            + ": run 'pulsum unlock' first, or give your identity file in PULSUM_IDENTITY"
    }
}
