import Foundation

/// The wait before an unlock attempt after failed ones in a row: none for the first five, then
/// doubling from 1 s up to 5 minutes. The count comes from the audit log's failed unlocks.
public enum UnlockBackoff {
    /// Failed attempts allowed without waiting.
    public static let freeAttempts = 5
    /// The longest wait.
    public static let maximumDelay: TimeInterval = 300

    /// The wait before the next attempt after `failures` failed ones in a row.
    public static func delay(afterFailures failures: Int) -> TimeInterval {
        guard failures >= freeAttempts else { return 0 }
        let exponent = min(failures - freeAttempts, 16)
        return min(maximumDelay, TimeInterval(1 << exponent))
    }
}

extension AuditLog {
    /// Failed unlocks since the last successful one (locks in between do not interrupt the run).
    public func consecutiveFailedUnlocks() throws -> Int {
        var failures = 0
        for record in try records().reversed() {
            if record.event == .lock { continue }
            guard record.event == .unlock, record.outcome == .failed else { break }
            failures += 1
        }
        return failures
    }
}
