import Crypto
import Foundation
import PulsumVault

/// Where the agents record what they did: the folder's audit log and, in an encrypted folder,
/// the key that chains it. Entries hold counts and file digests only (``PulsumVault/AuditEntry``
/// refuses anything else).
struct AuditTrail: Sendable {
    let log: AuditLog
    let key: SymmetricKey?

    /// Appends one event.
    func record(_ event: AuditEvent, outcome: AuditOutcome = .ok, counts: [String: Int] = [:],
                digests: [String: String] = [:]) throws {
        try log.append(AuditEntry(event: event, outcome: outcome, counts: counts, digests: digests), key: key)
    }
}
