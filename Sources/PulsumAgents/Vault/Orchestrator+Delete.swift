import Foundation
import PulsumFiles
import PulsumVault

/// `pulsum delete --all`: the person removes everything Pulsum keeps.
extension Orchestrator {
    /// What `deleteEverything` removed.
    public struct Deletion: Sendable, Encodable {
        /// The data folder.
        public var folder: String
        /// Files and folders removed.
        public var removed: Int
        /// True when the data key was destroyed first (an encrypted folder).
        public var keyDestroyed: Bool
        /// Entries left because Pulsum did not make them (never removed blindly).
        public var leftAlone: [String]

        enum CodingKeys: String, CodingKey {
            case folder, removed
            case keyDestroyed = "key_destroyed"
            case leftAlone = "left_alone"
        }
    }

    /// Removes every file Pulsum keeps in the data folder, under both locks. In an encrypted
    /// folder the unlock session is revoked and the key files destroyed first, so the encrypted
    /// files are unreadable from that moment even if their removal is interrupted. The event is
    /// recorded (when the key is at hand in an encrypted folder) before the log itself is
    /// removed; with `keepAudit` the log stays, ending with that event. Files Pulsum did not make
    /// are left and listed; the folder is removed when nothing is left.
    public func deleteEverything(keepAudit: Bool) throws -> Deletion {
        guard FileManager.default.fileExists(atPath: folder.url.path) else {
            return Deletion(folder: dataFolderPath, removed: 0, keyDestroyed: false, leftAlone: [])
        }
        let locks = try holdBothLocks()
        let vault = access.vault
        let encrypted = vault.keys.isEncrypted
        let trail = encrypted ? (try? access.key()).map { AuditTrail(log: vault.audit, key: $0.auditKey) } : try access.audit()
        try? trail?.record(.delete, counts: ["encrypted": encrypted ? 1 : 0, "audit-kept": keepAudit ? 1 : 0])
        if encrypted {
            vault.keyring.revoke()
            try vault.keys.destroy()
        }
        var known = Set(PersonalFiles.names.flatMap { [$0, FolderEncryption.sealedName($0)] }.filter { !$0.contains("/") })
        known.formUnion(["pulsum.sqlite-wal", "pulsum.sqlite-shm", "coach", "library", "pulsum.lock", "vault.json"])
        known.formUnion(KeySource.allCases.map(\.fileName))
        if !keepAudit { known.formUnion(["audit.jsonl", "audit.checkpoint"]) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
        var removed = 0
        var left: [String] = []
        for name in entries.sorted() {
            guard known.contains(name) || (name.hasPrefix(".") && name.contains(".tmp-")) else {
                left.append(name)
                continue
            }
            do { try FileManager.default.removeItem(at: folder.file(name)) } catch {
                throw VaultError.io("cannot remove \(folder.file(name).path): \(error.localizedDescription)")
            }
            removed += 1
        }
        withExtendedLifetime(locks) {}
        AtomicFile.syncDirectory(folder.url)
        if left.isEmpty, !keepAudit { try? FileManager.default.removeItem(at: folder.url) }
        return Deletion(folder: dataFolderPath, removed: removed, keyDestroyed: encrypted, leftAlone: left)
    }
}
