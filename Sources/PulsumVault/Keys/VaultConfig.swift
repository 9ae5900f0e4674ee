import Foundation

/// `vault.json`: the plaintext description of an encrypted data folder (no secret, no personal
/// data): the format version and the data key's public recipient, which every data file is
/// encrypted to and every unwrapped key is checked against.
struct VaultConfig: Codable, Equatable {
    /// Always `pulsum-vault`.
    var format = "pulsum-vault"
    /// The layout version.
    var version = 1
    /// The data key's `age1…` recipient.
    var recipient: String
}
