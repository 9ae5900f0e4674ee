import Foundation

/// How a command may obtain an encrypted data folder's key, as the command line gave it. The key
/// is looked for in this order: the identity file, the unlock session, the passphrase descriptor,
/// a passphrase typed on the terminal (when `mayPrompt`).
public struct KeyRequest: Sendable, Equatable {
    /// An age identity file (`--identity FILE`, else `$PULSUM_IDENTITY`).
    public var identityPath: String?
    /// A descriptor to read the passphrase from (`--passphrase-fd N`).
    public var passphraseFD: Int32?
    /// Whether a passphrase may be asked for on the terminal (`/dev/tty`, no echo).
    public var mayPrompt: Bool

    public init(identityPath: String? = nil, passphraseFD: Int32? = nil, mayPrompt: Bool = true) {
        self.identityPath = identityPath
        self.passphraseFD = passphraseFD
        self.mayPrompt = mayPrompt
    }

    /// The request of a command line: `--identity` wins over `$PULSUM_IDENTITY`.
    public init(identity: String?, passphraseFD: Int32?,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let fromEnvironment = environment["PULSUM_IDENTITY"].flatMap { $0.isEmpty ? nil : $0 }
        self.init(identityPath: identity ?? fromEnvironment, passphraseFD: passphraseFD)
    }
}
