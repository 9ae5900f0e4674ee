import Foundation
import PulsumFiles
import PulsumVault

/// The files of a data folder that hold personal data, by plaintext name relative to the folder.
/// In an encrypted folder each is stored as `NAME.age`; `encrypt` and `decrypt` convert exactly
/// these, and `delete --all` removes them.
enum PersonalFiles {
    /// The database (its `-wal` and `-shm` companions are emptied before it is converted).
    static let database = "pulsum.sqlite"

    /// Every personal file's name.
    static let names = [
        database, "coach/ranker-state", "coach/last-recommendation.json", "coach/feedback-history.json",
        "coach/pending-commit.json",
    ]

    /// Every personal file's name in `folder`: the fixed ones and the imported library files
    /// present (`library/NAME.jsonl`, whichever form they are stored in).
    static func all(in folder: DataDirectory) -> [String] {
        let library = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("library").path)) ?? []
        let imported = library.filter { !$0.hasPrefix(".") }.compactMap { name -> String? in
            let plain = name.hasSuffix(".age") ? String(name.dropLast(4)) : name
            return plain.hasSuffix(".jsonl") ? "library/" + plain : nil
        }
        return names + Array(Set(imported)).sorted()
    }

    /// The names present in plaintext in `folder`.
    static func plaintext(in folder: DataDirectory) -> [String] {
        all(in: folder).filter { FileManager.default.fileExists(atPath: folder.file($0).path) }
    }

    /// The names present encrypted (`NAME.age`) in `folder`.
    static func sealed(in folder: DataDirectory) -> [String] {
        all(in: folder).filter { FileManager.default.fileExists(atPath: folder.file(FolderEncryption.sealedName($0)).path) }
    }

    /// Caches derived from personal files that a plaintext folder keeps and an encrypted one does
    /// not: the library index holds the ids and embeddings of imported library items.
    static let derivedCaches = ["coach/library-index.pvs"]

    /// Removes the derived caches (when a folder is encrypted; the coach rebuilds what it needs).
    static func removeDerivedCaches(in folder: DataDirectory) throws {
        for name in derivedCaches where FileManager.default.fileExists(atPath: folder.file(name).path) {
            do { try FileManager.default.removeItem(at: folder.file(name)) } catch {
                throw VaultError.io("cannot remove \(folder.file(name).path): \(error.localizedDescription)")
            }
        }
    }

    /// The SQLite companions of the plaintext database.
    static func databaseCompanions(in folder: DataDirectory) -> [URL] {
        ["-wal", "-shm"].map { folder.file(database + $0) }
    }

    /// An audit-log name for `name` (lowercase identifier: `coach/ranker-state` → `coach.ranker-state`).
    /// Other characters (a library file's own name) become `-`; at most 64 characters.
    static func auditName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
        return String(name.lowercased().replacingOccurrences(of: "/", with: ".").map { allowed.contains($0) ? $0 : "-" }.prefix(64))
    }
}
