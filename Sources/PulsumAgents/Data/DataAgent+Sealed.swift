import Foundation
import PulsumCore
import PulsumFiles
import PulsumStore
import PulsumVault

/// An encrypted folder's database: `pulsum.sqlite.age`, an age file holding a database image,
/// opened into memory and saved whole, atomically, after each write (see docs/privacy.md).
struct SealedDatabase: Sendable {
    /// The encrypted image.
    let url: URL
    /// The data key.
    let key: DataKey

    /// Where a folder keeps it.
    static func location(in folder: DataDirectory) -> URL {
        folder.file(FolderEncryption.sealedName(folder.database.lastPathComponent))
    }

    /// The database in memory, from the image (a new empty one when there is no file yet).
    func open() throws -> PulsumDatabase {
        // Decrypted straight into SQLite's buffer: the ciphertext's size bounds the plaintext's, and
        // an eighth more leaves room for a night's new rows (pages never written are never
        // touched), where SQLite would otherwise double the buffer with a copy of the image.
        let size = SealedFile.size(of: url) ?? 0
        return try PulsumDatabase(imageCapacity: size + size / 8, name: url.path) { buffer in
            try SealedFile.read(url, key: key, into: buffer)
        }
    }

    /// Writes the whole database, encrypted, in place of the file (atomically).
    func save(_ database: PulsumDatabase) throws {
        try database.withImage { image in try SealedFile.write(image, to: url, recipient: key.recipient) }
    }
}

extension DataAgent {
    /// True in an encrypted folder.
    var isSealed: Bool { access?.isEncrypted == true }

    /// The encrypted database of an encrypted folder (finding the key), `nil` in a plaintext one.
    var sealedImage: SealedDatabase? {
        get throws {
            // Through the store, which refuses a folder an interrupted encryption change left
            // half converted (a plaintext database beside vault.json).
            guard let folder, let access, access.isEncrypted, let key = try access.store().key else { return nil }
            return SealedDatabase(url: SealedDatabase.location(in: folder), key: key)
        }
    }

    /// Runs `body` on the writable database and, in an encrypted folder, saves the image after it
    /// (also when `body` fails part-way, so the files it committed are kept as a plaintext folder
    /// would keep them). A kill before the save leaves the previous image, whole.
    func writing<T>(_ body: (PulsumDatabase) throws -> T) throws -> T {
        let database = try writableDatabase()
        let result: T
        do {
            result = try body(database)
        } catch {
            try? sealedImage?.save(database)
            throw error
        }
        try sealedImage?.save(database)
        return result
    }

    /// Where archive members, `.gz` contents and standard input are copied while they are read:
    /// the data folder, or in an encrypted folder a memory file system (`/dev/shm`), so no
    /// plaintext copy reaches the disk.
    func scratchParent() throws -> URL {
        guard let folder else { return FileManager.default.temporaryDirectory }
        guard isSealed else { return folder.url }
        let memory = URL(fileURLWithPath: "/dev/shm")
        guard FileManager.default.isWritableFile(atPath: memory.path) else {
            throw PulsumError.invalidArgument(
                name: "input", reason: "an encrypted data folder reads archives, .gz files and standard input through memory (/dev/shm), which this system lacks; unpack them and import the files")
        }
        return memory
    }

    /// Records an import in the audit log: files and rows, never a value.
    func recordIngest(_ outcomes: [FileOutcome]) throws {
        var counts = ["files": 0, "rows-added": 0, "duplicates": 0, "skipped-files": 0, "failed-files": 0]
        for outcome in outcomes {
            switch outcome {
            case let .imported(summary):
                counts["files", default: 0] += 1
                counts["rows-added", default: 0] += summary.added
                counts["duplicates", default: 0] += summary.duplicates
            case .skipped: counts["skipped-files", default: 0] += 1
            case .failed: counts["failed-files", default: 0] += 1
            }
        }
        try access?.audit().record(.ingest, outcome: counts["failed-files"] == 0 ? .ok : .failed, counts: counts)
    }
}
