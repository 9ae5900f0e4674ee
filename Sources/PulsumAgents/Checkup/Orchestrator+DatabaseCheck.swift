import Foundation
import PulsumStore

#if canImport(Glibc)
import Glibc
#endif

/// `pulsum doctor`'s database line: SQLite's full `integrity_check`, whether the folder can be
/// written, the free space, and work a killed run left pending.
extension Orchestrator {
    /// Below this much free space a nightly import may fill the disk (it then stops cleanly).
    static let lowFreeSpace: UInt64 = 100 * 1024 * 1024

    func databaseCheck() -> InstallationCheck {
        let path = folder.database.path
        if access.isEncrypted {
            let sealed = SealedDatabase.location(in: folder)
            return InstallationCheck(
                name: "database", ok: true,
                detail: FileManager.default.fileExists(atPath: sealed.path)
                    ? "\(sealed.lastPathComponent) encrypted; every 64 KiB chunk is authenticated when it is opened with the key"
                    : "none yet (created by the first import)")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return InstallationCheck(name: "database", ok: true, detail: "none yet (created by the first import)")
        }
        let database: PulsumDatabase
        let problem: String?
        let pending: Int
        do {
            database = try PulsumDatabase(readingAt: path)
            problem = try database.integrityProblem()
            pending = (try? database.pendingDays().count) ?? 0
        } catch {
            return InstallationCheck(name: "database", ok: false, detail: FailureReport(error).message,
                                     fix: "restore \(path) from a backup, or move it away and import your exports again")
        }
        if let problem {
            return InstallationCheck(name: "database", ok: false, detail: "\(path) is damaged (integrity_check: \(problem))",
                                     fix: "restore it from a backup, or move it away and import your exports again")
        }
        guard FileManager.default.isWritableFile(atPath: folder.url.path), FileManager.default.isWritableFile(atPath: path) else {
            return InstallationCheck(name: "database", ok: false,
                                     detail: "\(path) is sound but read-only: reading commands work, importing does not",
                                     fix: "make \(folder.url.path) and its files writable by you (or remount it read-write)")
        }
        let free = Self.freeBytes(at: folder.url.path)
        let freeText = free.map { "\($0 / 1_048_576) MB free" } ?? "free space unknown"
        if let free, free < Self.lowFreeSpace {
            return InstallationCheck(name: "database", ok: false, detail: "\(path) is sound, but only \(freeText)",
                                     fix: "free some disk space; an import that fills the disk stops and keeps what it had")
        }
        if pending > 0 {
            return InstallationCheck(name: "database", ok: false,
                                     detail: "\(pending) day(s) wait for their daily metrics (a run was interrupted)",
                                     fix: "run `pulsum nightly` (or any ingest): it finishes the pending work first")
        }
        return InstallationCheck(name: "database", ok: true, detail: "integrity ok, writable, \(freeText), no pending work")
    }

    /// Bytes available to this user on the file system holding `path`.
    static func freeBytes(at path: String) -> UInt64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize)
    }
}
