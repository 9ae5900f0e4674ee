import Foundation
import PulsumFiles
import PulsumVault

/// Reads and writes the personal files of a data folder: plaintext files written atomically in a
/// plaintext folder, age files (`NAME.age`, ``PulsumVault/SealedFile``) in an encrypted one. The
/// callers name files by their plaintext names and never see which.
struct FileStore: Sendable {
    /// The data key, `nil` for a plaintext folder.
    let key: DataKey?

    /// A plaintext folder's store.
    static let plaintext = FileStore(key: nil)

    /// True in an encrypted folder.
    var isSealed: Bool { key != nil }

    /// Where `url`'s contents live on disk (`url` itself, or `url` + `.age`).
    func location(of url: URL) -> URL {
        key == nil ? url : url.deletingLastPathComponent().appendingPathComponent(FolderEncryption.sealedName(url.lastPathComponent))
    }

    /// True when the file exists.
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: location(of: url).path) }

    /// The file's contents, `nil` when there is no file.
    func read(_ url: URL) throws -> Data? {
        let stored = location(of: url)
        guard FileManager.default.fileExists(atPath: stored.path) else { return nil }
        if let key { return try SealedFile.read(stored, key: key) }
        do { return try Data(contentsOf: stored) } catch {
            throw VaultError.io("cannot read \(stored.path): \(error.localizedDescription)")
        }
    }

    /// Replaces the file's contents atomically and durably.
    func write(_ data: Data, to url: URL) throws {
        if let key {
            try SealedFile.write(data, to: location(of: url), recipient: key.recipient)
        } else {
            try AtomicFile.write(data, to: url)
        }
    }
}
