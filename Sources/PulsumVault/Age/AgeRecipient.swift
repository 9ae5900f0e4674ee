import Crypto

/// Someone a file can be encrypted to: wraps a file key into header stanzas.
public protocol AgeRecipient: Sendable {
    /// The stanzas that carry `fileKey` to this recipient.
    func wrap(fileKey: SymmetricKey) throws -> [AgeStanza]
    /// True when this recipient's stanza must be the only one in a header (scrypt).
    var mustBeAlone: Bool { get }
}

/// Someone who can open files: finds and unwraps their stanza among a header's.
public protocol AgeIdentity: Sendable {
    /// The file key, `nil` when no stanza is for this identity; throws when a stanza of this
    /// identity's type is malformed.
    func unwrap(stanzas: [AgeStanza]) throws -> SymmetricKey?
}
