import Foundation
import PulsumFiles

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

    /// The names present in plaintext in `folder`.
    static func plaintext(in folder: DataDirectory) -> [String] {
        names.filter { FileManager.default.fileExists(atPath: folder.file($0).path) }
    }

    /// The SQLite companions of the plaintext database.
    static func databaseCompanions(in folder: DataDirectory) -> [URL] {
        ["-wal", "-shm"].map { folder.file(database + $0) }
    }

    /// An audit-log name for `name` (lowercase identifier: `coach/ranker-state` → `coach.ranker-state`).
    static func auditName(_ name: String) -> String { name.replacingOccurrences(of: "/", with: ".") }
}
