import Foundation
import PulsumCore
import PulsumFiles

/// Where the micro-moment files live: the built-in `micro-moments.jsonl` among the shipped files
/// (`Data/` in a checkout), and the person's imported files in `<data folder>/library/`.
public struct LibraryFiles: Sendable {
    /// The built-in library file.
    public let builtIn: URL
    /// The folder of imported files (`*.jsonl`, may not exist yet).
    public let importFolder: URL
    /// How the imported files are stored (plaintext unless the data folder is encrypted).
    public var storage: LibraryFileStorage = .plaintext

    /// The built-in file's name inside the `Data` folder.
    public static let builtInName = "micro-moments.jsonl"

    /// Uses these locations (see ``locate(dataFolder:searchPath:)`` for the usual ones).
    public init(builtIn: URL, importFolder: URL) {
        self.builtIn = builtIn
        self.importFolder = importFolder
    }

    /// Finds the built-in file in the first shipped-files folder that has it (see
    /// ``PulsumFiles/ShareFolder``), and the person's imports in `<data folder>/library/`.
    public static func locate(dataFolder: DataDirectory, searchPath: [ShareFolder] = ShareFolder.searchPath())
        -> LibraryFiles
    {
        LibraryFiles(builtIn: ShareFolder.locate(.library, in: searchPath), importFolder: dataFolder.file("library"))
    }

    /// The imported files, sorted by name.
    public func importedFiles() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: importFolder.path) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: importFolder.path)
        } catch {
            throw PulsumError.unreadableFile(path: importFolder.path, reason: error.localizedDescription)
        }
        return names.filter { $0.hasSuffix(storage.suffix) && !$0.hasPrefix(".") }.sorted()
            .map { importFolder.appendingPathComponent($0) }
    }

    /// Validates `source` against the built-in and the other imported files, then stores it
    /// atomically as `<import folder>/<name>.jsonl`, replacing an earlier import of the same name.
    ///
    /// - Returns: the items imported and where the file was stored.
    /// - Throws: ``LibraryError`` listing every problem (nothing is stored then), or
    ///   ``PulsumCore/PulsumError`` when a file cannot be read or written.
    @discardableResult
    public func importFile(_ source: URL) throws -> (items: [MicroMoment], destination: URL) {
        let name = source.deletingPathExtension().lastPathComponent
        guard !name.isEmpty, !name.hasPrefix(".") else {
            throw PulsumError.invalidArgument(name: "file", reason: "'\(source.lastPathComponent)': rename it so it does not start with a dot")
        }
        let destination = importFolder.appendingPathComponent(name + storage.suffix)
        var reserved = Set(try MicroMomentParser().parse(try MicroMomentLibrary.read(builtIn), file: builtIn.path).map(\.id))
        for url in try importedFiles() where url.lastPathComponent != destination.lastPathComponent {
            let items = try MicroMomentParser(reservedIDs: reserved).parse(try storage.read(url), file: url.path)
            reserved.formUnion(items.map(\.id))
        }
        let data = try MicroMomentLibrary.read(source)
        let items = try MicroMomentParser(reservedIDs: reserved).parse(data, file: source.path)
        do {
            try FileManager.default.createDirectory(at: importFolder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw PulsumError.unreadableFile(path: importFolder.path, reason: error.localizedDescription)
        }
        try storage.write(data, destination)
        return (items, destination)
    }
}
