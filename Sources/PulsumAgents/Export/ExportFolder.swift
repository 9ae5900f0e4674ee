import Foundation
import PulsumFiles
import PulsumVault

/// The folder an export is written into: each file created there (as `NAME.age` when the export
/// is encrypted) and listed in the manifest, written last.
final class ExportFolder {
    let url: URL
    let recipient: (any AgeRecipient)?
    private(set) var files: [ExportManifest.File] = []

    /// A new or empty folder (0700); refuses one that holds files, so nothing is overwritten.
    init(url: URL, recipient: (any AgeRecipient)?) throws {
        self.url = url
        self.recipient = recipient
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) {
            guard (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true else {
                throw VaultError.io("\(url.path) is not an empty folder; export into a new one")
            }
        }
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw VaultError.io("cannot create \(url.path): \(error.localizedDescription)")
        }
    }

    /// Writes one file with `body` (which returns its row count for tables) and lists it.
    func add(_ name: String, kind: String, format: String, _ body: (ExportFile) throws -> Int?) throws {
        let stored = recipient == nil ? name : FolderEncryption.sealedName(name)
        let file = try ExportFile(url: url.appendingPathComponent(stored), recipient: recipient)
        let rows = try body(file)
        let (bytes, sha256) = try file.finish()
        files.append(ExportManifest.File(name: stored, kind: kind, format: format, rows: rows, bytes: bytes, sha256: sha256))
    }

    /// Copies `data` in as one file.
    func add(_ name: String, kind: String, format: String, data: Data) throws {
        try add(name, kind: kind, format: format) { file in
            try file.write(data)
            return nil
        }
    }

    /// Writes `manifest.json` (plaintext: names, sizes and digests only) and syncs the folder.
    func finish(created: Date) throws -> ExportManifest {
        let formatter = ISO8601DateFormatter()
        let manifest = ExportManifest(created: formatter.string(from: created), encrypted: recipient != nil, files: files)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(manifest), to: url.appendingPathComponent("manifest.json"))
        AtomicFile.syncDirectory(url)
        return manifest
    }
}
