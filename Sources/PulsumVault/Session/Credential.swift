import Foundation

/// What a person gives to open an encrypted folder.
public enum Credential: Sendable {
    /// An age identity file (`--identity FILE` or `PULSUM_IDENTITY`).
    case identityFile(String)
    /// A passphrase (typed without echo, or read from `--passphrase-fd N`).
    case passphrase(Data)
}
