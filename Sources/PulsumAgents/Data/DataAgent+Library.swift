import Foundation
import PulsumCore
import PulsumRanking

/// The person's own micro-moments, which live in the data folder and so are written under its lock.
extension DataAgent {
    /// Validates a JSON Lines file of micro-moments and copies it atomically into
    /// `<data folder>/library/`, holding the data folder's write lock.
    ///
    /// - Returns: the items imported and where the file was stored.
    public func importLibraryFile(_ source: URL) throws -> (items: [MicroMoment], destination: URL) {
        guard let folder else {
            throw PulsumError.invalidArgument(name: "library import", reason: "an in-memory agent has no data folder")
        }
        try holdWriteLock()
        var files = LibraryFiles.locate(dataFolder: folder)
        if let access { files.storage = access.libraryStorage }
        return try files.importFile(source)
    }
}
