import Foundation
import PulsumCore
import PulsumFiles

/// A cohort's folder: the manifest (linkage table) and one ordinary data folder per person.
///
/// ```
/// DIR/                     0700
///   manifest.csv           person,source lines (see ``CohortManifest``), 0600
///   cohort.lock            held while `cohort import` updates the manifest
///   people/<person-id>/    a data folder like any other (pulsum.sqlite, pulsum.lock, ...)
/// ```
///
/// Paths under `people/` carry only opaque person ids; the mapping to participants and export
/// names lives in `manifest.csv` alone.
public struct CohortFolder: Sendable {
    /// The cohort folder.
    public let url: URL

    public init(url: URL) { self.url = url }

    /// The manifest file.
    public var manifestURL: URL { url.appendingPathComponent("manifest.csv") }

    /// The folder holding one data folder per person.
    public var peopleURL: URL { url.appendingPathComponent("people") }

    /// The data folder of one person.
    public func dataFolder(of person: PersonID) -> DataDirectory {
        DataDirectory(url: peopleURL.appendingPathComponent(person.rawValue))
    }

    /// Creates the cohort and people folders (0700) when missing.
    public func prepare() throws {
        try DataDirectory(url: url).prepare()
        try DataDirectory(url: peopleURL).prepare()
    }

    /// Takes the cohort's lock (one manifest writer at a time); throws
    /// ``PulsumCore/PulsumError/dataFolderBusy(path:)`` when another import holds it.
    public func lock() throws -> FileLock { try FileLock(path: url.appendingPathComponent("cohort.lock").path) }

    /// The manifest, or an empty one when the cohort has none yet.
    public func loadManifest() throws -> CohortManifest {
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { return CohortManifest() }
        let data: Data
        do { data = try Data(contentsOf: manifestURL) } catch {
            throw PulsumError.unreadableFile(path: manifestURL.path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PulsumError.invalidArgument(name: "cohort manifest \(manifestURL.path)", reason: "it is not UTF-8 text")
        }
        return try CohortManifest(parsing: text, path: manifestURL.path)
    }

    /// Writes the manifest atomically (0600).
    public func save(_ manifest: CohortManifest) throws {
        try AtomicFile.write(Data(manifest.text.utf8), to: manifestURL)
    }
}
