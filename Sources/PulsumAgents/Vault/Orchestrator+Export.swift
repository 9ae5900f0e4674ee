import Foundation
import PulsumFiles
import PulsumVault

/// `pulsum export`: everything the person has here, in documented formats (docs/export.md).
extension Orchestrator {
    /// Writes the database's tables, the coaching files, the imported library and the audit log
    /// into the new or empty folder `destination`, with `manifest.json`. With `encrypt` each file
    /// is an age file to the identity file's recipient (`--identity`), else to a passphrase.
    public func export(to destination: URL, format: ExportFormat, encrypt: Bool, now: Date = Date()) async throws -> ExportManifest {
        let store = try access.store()
        let recipient: (any AgeRecipient)? = encrypt ? try exportRecipient() : nil
        let out = try ExportFolder(url: destination, recipient: recipient)
        let database = try await dataAgent().readableDatabase()
        let rows = try database.map { try TableExport.write($0, into: out, format: format) } ?? 0
        let coach = folder.file("coach")
        for (name, kind) in [("feedback-history.json", "feedback-history"), ("ranker-state", "ranker-state"),
                             ("last-recommendation.json", "last-recommendation")] {
            if let data = try store.read(coach.appendingPathComponent(name)) {
                try out.add(name, kind: kind, format: name.hasSuffix(".json") ? "json" : "text", data: data)
            }
        }
        let library = libraryFiles
        for file in try library.importedFiles() {
            let name = "library-" + file.lastPathComponent.replacingOccurrences(of: library.storage.suffix, with: ".jsonl")
            try out.add(name, kind: "library", format: "jsonl", data: try library.storage.read(file))
        }
        let log = access.vault.audit
        for (url, kind) in [(log.logURL, "audit-log"), (log.checkpointURL, "audit-checkpoint")] {
            if let data = FileManager.default.contents(atPath: url.path) {
                try out.add(url.lastPathComponent, kind: kind, format: kind == "audit-log" ? "jsonl" : "json", data: data)
            }
        }
        let manifest = try out.finish(created: now)
        try access.audit().record(.export, counts: ["files": manifest.files.count, "rows": rows, "encrypted": encrypt ? 1 : 0])
        return manifest
    }

    /// The recipient of an encrypted export: the identity file's, else a new passphrase's.
    private func exportRecipient() throws -> any AgeRecipient {
        if let path = access.request.identityPath {
            guard let identity = try IdentityFile.read(path).first else { throw VaultError.noKeyFile(path: path) }
            return identity.recipient
        }
        return try ScryptRecipient(passphrase: try access.newPassphrase())
    }
}
