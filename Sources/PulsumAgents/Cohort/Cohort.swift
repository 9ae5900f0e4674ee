import Foundation
import PulsumCohort
import PulsumCore
import PulsumIngest

/// A study's people, one data folder each (see ``PulsumCohort/CohortFolder``): splits exports
/// into them and runs the nightly scoring of a shard of them.
public struct Cohort: Sendable {
    /// The cohort folder.
    public let folder: CohortFolder
    private let detector: FormatDetector

    /// The cohort at `url` (created on the first import); built by ``Orchestrator/cohort(at:)``.
    init(url: URL, detector: FormatDetector = FormatDetector()) {
        folder = CohortFolder(url: url)
        self.detector = detector
    }

    /// Imports `paths` — study exports holding several participants, one-person export folders
    /// or files — into one data folder per person, adding new people to the manifest first.
    /// One person's failure is reported and the others go on.
    ///
    /// - Parameter report: called after each person, in person-id order.
    /// - Throws: when the cohort is busy (another import), a path is missing, or the manifest is
    ///   malformed — before any person's data is touched.
    public func importExports(
        paths: [String], options: IngestOptions = IngestOptions(),
        report: @Sendable (PersonImportReport) -> Void = { _ in }
    ) async throws -> [PersonImportReport] {
        try folder.prepare()
        let lock = try folder.lock()
        defer { withExtendedLifetime(lock) {} }
        var manifest = try folder.loadManifest()
        var generator = SystemRandomNumberGenerator()
        let plan = try CohortImportPlan(paths: paths, detector: detector, manifest: &manifest, using: &generator)
        try folder.save(manifest)
        var reports: [PersonImportReport] = []
        for (person, jobs) in plan.byPerson {
            let result = await importPerson(person, jobs: jobs, options: options)
            report(result)
            reports.append(result)
        }
        return reports
    }

    private func importPerson(_ person: PersonID, jobs: [CohortImportPlan.Job], options: IngestOptions) async
        -> PersonImportReport
    {
        let clock = ContinuousClock()
        let start = clock.now
        var result = PersonImportReport(person: person.rawValue, status: .imported, sources: jobs.map(\.source.description),
                                        files: 0, added: 0, rejected: 0, reason: nil, seconds: 0)
        do {
            let agent = dataAgent(of: person)
            for job in jobs {
                var jobOptions = options
                jobOptions.participant = job.participant
                for outcome in try await agent.ingest(paths: job.paths, options: jobOptions) {
                    result.files += 1
                    switch outcome {
                    case let .imported(summary):
                        result.added += summary.added
                        result.rejected += summary.rejected
                    case let .failed(path, reason):
                        result.status = .failed
                        result.reason = "\(path): \(reason)"
                    case .skipped: break
                    }
                }
            }
        } catch {
            result.status = .failed
            result.reason = "\(error)"
        }
        result.seconds = Self.seconds(clock.now - start)
        return result
    }

    /// Scores, as the night of `asOf`, every person of the manifest in `shard`, one after the
    /// other; one person's failure is reported and the others go on. Re-running is harmless:
    /// each person's folder is locked while scored, and only days whose inputs changed are scored.
    ///
    /// - Parameter report: called after each person, in person-id order.
    /// - Throws: only when the manifest cannot be read (before anyone is scored).
    public func nightly(
        shard: Shard, asOf: LocalDate, report: @Sendable (PersonNightlyReport) -> Void = { _ in }
    ) async throws -> ShardSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = ProcessCPUTime.seconds()
        let people = try folder.loadManifest().personIDs.filter { shard.contains($0.rawValue) }
        var summary = ShardSummary(shard: shard.description, people: people.count, scored: 0, noScore: 0, failed: 0,
                                   seconds: 0, cpuSeconds: 0)
        for person in people {
            let result = await score(person, asOf: asOf)
            switch result.status {
            case .scored: summary.scored += 1
            case .noScore: summary.noScore += 1
            case .failed, .busy: summary.failed += 1
            }
            report(result)
        }
        summary.seconds = Self.seconds(clock.now - start)
        summary.cpuSeconds = ProcessCPUTime.seconds() - cpuStart
        return summary
    }

    private func score(_ person: PersonID, asOf: LocalDate) async -> PersonNightlyReport {
        let clock = ContinuousClock()
        let start = clock.now
        var result = PersonNightlyReport(person: person.rawValue, status: .noScore, date: nil, score: nil,
                                         scoredDays: 0, reason: nil, seconds: 0)
        let agent = dataAgent(of: person)
        if !agent.hasData {
            result.reason = "no data imported yet: import this person's exports into the cohort first"
        } else {
            do {
                let outcome = try await agent.score(asOf: asOf)
                result.scoredDays = outcome.recomputed.count
                if let latest = outcome.latest {
                    result.date = latest.date.description
                    result.score = latest.score.value
                    result.reason = latest.score.reason
                    if latest.score.value != nil { result.status = .scored }
                } else {
                    result.reason = "no days with data up to \(asOf)"
                }
            } catch PulsumError.dataFolderBusy {
                result.status = .busy
                result.reason = "another pulsum is using this person's folder; nothing changed"
            } catch {
                result.status = .failed
                result.reason = "\(error)"
            }
        }
        result.seconds = Self.seconds(clock.now - start)
        return result
    }

    /// The agent of one person's data folder: it takes the folder's lock on its first write and
    /// releases it when this person's work is done (a second writer gets ``PulsumCore/PulsumError/dataFolderBusy(path:)``).
    private func dataAgent(of person: PersonID) -> DataAgent {
        DataAgent(folder: folder.dataFolder(of: person), detector: detector)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
