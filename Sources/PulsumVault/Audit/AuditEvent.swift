/// What happened, as the audit log names it.
public enum AuditEvent: String, Codable, Sendable, CaseIterable {
    case `init`, unlock, lock, ingest, nightly, recommend, feedback, export, delete
    case passphraseChange = "passphrase-change"
    case encryptionChange = "encryption-change"
}

/// How it ended.
public enum AuditOutcome: String, Codable, Sendable {
    case ok, failed
}

/// How a line's hash is made.
public enum AuditChain: String, Codable, Sendable {
    /// HMAC-SHA-256 keyed from the data key (encrypted folders).
    case hmac = "hmac-sha256"
    /// Plain SHA-256 (plaintext folders, and the few events an encrypted folder records while
    /// locked: a failed unlock, a lock).
    case sha256
}
