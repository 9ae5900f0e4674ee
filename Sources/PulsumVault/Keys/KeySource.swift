/// Where a data key can be unwrapped from.
public enum KeySource: String, Sendable, CaseIterable {
    /// `key.passphrase.age`: the data key encrypted to the passphrase (age scrypt stanza).
    case passphrase
    /// `key.identity.age`: the data key encrypted to the person's X25519 identity file.
    case identity

    /// The key file's name inside the data folder.
    public var fileName: String { "key.\(rawValue).age" }
}
