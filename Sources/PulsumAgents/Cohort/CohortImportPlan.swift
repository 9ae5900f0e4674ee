import PulsumCohort
import PulsumCore
import PulsumIngest

/// Which files go to which person in a `cohort import`: each participant of a study export
/// gets its rows of every study file (read with that participant alone), and each other path
/// given (a one-person export folder or file) goes whole to the person of its name.
struct CohortImportPlan {
    /// One import into one person's data folder.
    struct Job: Equatable {
        var person: PersonID
        var source: CohortSource
        /// The participant to read from study exports, or `nil` for a one-person export.
        var participant: String?
        var paths: [String]
    }

    private(set) var jobs: [Job] = []

    /// Splits `paths`, assigning new ids in `manifest` to sources it has not seen.
    init<G: RandomNumberGenerator>(paths: [String], detector: FormatDetector, manifest: inout CohortManifest,
                                   using generator: inout G) throws {
        for path in paths {
            let studyFiles = try detector.participantFiles(under: [path])
            for (id, files) in studyFiles.sorted(by: { $0.key < $1.key }) {
                let source = CohortSource.participant(id)
                jobs.append(Job(person: try manifest.person(for: source, using: &generator), source: source,
                                participant: id, paths: files))
            }
            let studyPaths = Set(studyFiles.values.joined())
            let rest: [String]
            if studyPaths.isEmpty {
                rest = [path]
            } else {
                rest = try FormatDetector.files(under: path).filter { file in
                    try !studyPaths.contains(file) && detector.reader(for: file) != nil
                }
            }
            guard !rest.isEmpty else { continue }
            let source = CohortSource.export(Self.exportName(of: path))
            jobs.append(Job(person: try manifest.person(for: source, using: &generator), source: source,
                            participant: nil, paths: rest))
        }
    }

    /// The last path component, ignoring trailing slashes.
    static func exportName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The jobs grouped by person, in person order.
    var byPerson: [(person: PersonID, jobs: [Job])] {
        Dictionary(grouping: jobs, by: \.person).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
