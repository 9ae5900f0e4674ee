import Foundation

/// What `pulsum doctor` shows about a data folder's encryption.
public struct VaultStatus: Sendable, Equatable {
    /// True when the folder is encrypted.
    public var encrypted: Bool
    /// The key files present.
    public var keySources: [KeySource]
    /// When the unlock session ends, `nil` when there is none.
    public var sessionExpires: Date?
    /// Why sessions cannot be used here, `nil` when they can.
    public var keyringProblem: String?
}
