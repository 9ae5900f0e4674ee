import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore
import PulsumFiles
import PulsumStore

/// What a writing command needs: the data folder (created private), its lock, the database.
struct Session {
    let folder: DataDirectory
    let lock: FileLock
    let database: PulsumDatabase
    let dataAgent: DataAgent

    /// Opens the data folder for writing; a second concurrent writer gets exit status 3.
    static func open(global: GlobalOptions) throws -> Session {
        let folder = DataDirectory.resolve(explicit: global.dataDir)
        do {
            try folder.prepare()
            let lock = try folder.lock()
            let database = try PulsumDatabase(path: folder.database.path)
            return Session(folder: folder, lock: lock, database: database, dataAgent: DataAgent(database: database))
        } catch let error as PulsumError {
            Output.warn("pulsum: \(error)")
            throw ExitCode(error.exitCode)
        }
    }
}
