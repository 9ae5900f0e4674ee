import Foundation
import PulsumVault

/// Reading and checking the data folder's audit log (`pulsum audit`). Neither needs the write
/// lock: the log is append-only and each line is written whole.
extension Orchestrator {
    /// The log's records, oldest first, from `since` (a `YYYY-MM-DD` day, UTC) on.
    public func auditRecords(since: String? = nil) throws -> [AuditRecord] {
        let records = try access.vault.audit.records()
        guard let since else { return records }
        return records.filter { $0.time >= since }
    }

    /// Checks every line's hash chain and the checkpoint; throws naming the first bad line. In an
    /// encrypted folder the keyed lines are checked with the data key when one is at hand (the
    /// unlock session, an identity, a passphrase); without one they are counted as unchecked.
    public func verifyAudit() throws -> AuditVerification {
        let vault = access.vault
        var key: DataKey?
        if vault.keys.isEncrypted {
            do { key = try access.key() } catch is FolderLockedError { key = nil }
        }
        return try vault.audit.verify(key: key?.auditKey)
    }
}
