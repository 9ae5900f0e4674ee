import PulsumCohort
import PulsumCore
import PulsumFiles
import PulsumStore

/// One person's data folder inside a cohort, opened for writing: its lock held, its database
/// and data agent open for as long as this value lives.
struct PersonFolder {
    let lock: FileLock
    let agent: DataAgent

    /// Creates the folder (0700) if needed and takes its lock; a second writer of the same
    /// person gets ``PulsumCore/PulsumError/dataFolderBusy(path:)``.
    init(_ person: PersonID, in cohort: CohortFolder) throws {
        let folder = cohort.dataFolder(of: person)
        try folder.prepare()
        lock = try folder.lock()
        agent = DataAgent(database: try PulsumDatabase(path: folder.database.path))
    }
}
