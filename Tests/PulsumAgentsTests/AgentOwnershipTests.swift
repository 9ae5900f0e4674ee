import Foundation
import PulsumAgents
import PulsumCore
import PulsumEmbedding
import PulsumFiles
import PulsumTestSupport
import Testing

/// The orchestrator's agents own their locks and answer the commands' reads.
@Suite("Agent locks and reads", .serialized)
struct AgentOwnershipTests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    /// The sample's last day.
    func lastNight() throws -> LocalDate { try #require(LocalDate(iso: "2024-04-29")) }

    @Test func readsBeforeAnyImportAreEmptyAndCreateNothing() async throws {
        let parent = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let home = parent.appendingPathComponent("never-made")
        let agent = Orchestrator(folder: DataDirectory(url: home)).dataAgent()
        #expect(!agent.hasData)
        #expect(try await agent.days().isEmpty)
        #expect(try await agent.latestAnalysis(asOf: try lastNight()) == nil)
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    @Test func readMethodsReturnWhatTheNightStored() async throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let orchestrator = Orchestrator(folder: DataDirectory(url: home))
        let night = try lastNight()
        let scored = try await {
            let writer = orchestrator.dataAgent()
            _ = try await writer.ingest(paths: [sample])
            return try await writer.score(asOf: night)
        }()
        let reader = orchestrator.dataAgent()
        let days = try await reader.days()
        #expect(days.count == 60)
        let latest = try #require(try await reader.latestAnalysis(asOf: night))
        #expect(latest.date == night)
        #expect(latest.inputHash == scored.latest?.inputHash)
        let all = try await reader.analyses(in: days[0].date...night, asOfNight: night)
        #expect(all.count == scored.recomputed.count)
        let earlier = night.adding(days: -10)
        let asOfEarlier = try await reader.analyses(in: days[0].date...night, asOfNight: earlier)
        #expect(asOfEarlier.isEmpty, "nothing was computed on a night before the first run")
        let window = try await reader.days(from: night.adding(days: -2), through: night)
        #expect(window.map(\.date) == [night.adding(days: -2), night.adding(days: -1), night])
    }

    @Test func theDataAgentHoldsTheWriteLockUntilItIsReleased() async throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let orchestrator = Orchestrator(folder: DataDirectory(url: home))
        try await {
            let first = orchestrator.dataAgent()
            _ = try await first.ingest(paths: [sample])
            let second = orchestrator.dataAgent()
            await #expect(throws: PulsumError.dataFolderBusy(path: home.path)) {
                try await second.score(asOf: try lastNight())
            }
            do {
                _ = try await second.ingest(paths: [sample])
                Issue.record("a second writer must be refused")
            } catch {
                #expect(FailureReport(error).status == .busy)
            }
            #expect(try await second.days().count == 60, "reads never wait for the writer")
            _ = first
        }()
        let later = orchestrator.dataAgent()
        #expect(try await later.score(asOf: try lastNight()).latest != nil)
    }

    @Test func theCoachAgentHoldsTheCoachingLock() async throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let orchestrator = Orchestrator(folder: DataDirectory(url: home))
        try await {
            let coach = try await orchestrator.coachAgent()
            do {
                _ = try await orchestrator.coachAgent()
                Issue.record("a second coach must be refused while the first lives")
            } catch {
                #expect(FailureReport(error).status == .busy)
            }
            _ = coach
        }()
        _ = try await orchestrator.coachAgent()
    }

    /// Without shipped prototype vectors (an install that lacks them), the screen embeds the
    /// prototypes and keeps them in the folder's cache, but only when the lock is free.
    @Test func theSafetyAgentFillsThePrototypeCacheOnlyWhenItNeedNotWait() async throws {
        let home = try TestPaths.temporaryDirectory()
        let share = try TestPaths.temporaryDirectory()
        defer { for folder in [home, share] { try? FileManager.default.removeItem(at: folder) } }
        let prototypes = ShareFolder(url: share, origin: .variable).location(of: .crisisPrototypes)
        try FileManager.default.createDirectory(at: prototypes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ShareFolder.locate(.crisisPrototypes), to: prototypes)
        let withoutVectors = [ShareFolder(url: share, origin: .variable)]
        let missing = home.appendingPathComponent("not-made-yet")
        let model = ModelFiles(directory: TestPaths.modelDirectory)
        let uncached = try await Orchestrator(folder: DataDirectory(url: missing), shareFolders: withoutVectors, modelFiles: model).safetyAgent()
        #expect(!FileManager.default.fileExists(atPath: missing.path), "a folder was made")

        let orchestrator = Orchestrator(folder: DataDirectory(url: home), shareFolders: withoutVectors, modelFiles: model)
        let coach = home.appendingPathComponent("coach")
        let cache = coach.appendingPathComponent("crisis-prototypes.pvs")
        try FileManager.default.createDirectory(at: coach, withIntermediateDirectories: true)
        var held: FileLock? = try FileLock(path: coach.appendingPathComponent("coach.lock").path)
        _ = try await orchestrator.safetyAgent()
        #expect(!FileManager.default.fileExists(atPath: cache.path), "written while another process held the lock")
        withExtendedLifetime(held) { held = nil }

        let filling = try await orchestrator.safetyAgent()
        let built = try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date
        let cached = try await orchestrator.safetyAgent()
        let after = try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date
        #expect(built == after)
        let shipped = try await Orchestrator(folder: DataDirectory(url: missing)).safetyAgent()
        for text in ["I want to end my life tonight", "this workout is killing me", "I feel a bit low today"] {
            #expect(try cached.assess(text) == uncached.assess(text), "\(text)")
            #expect(try filling.assess(text) == uncached.assess(text), "\(text)")
            #expect(try shipped.assess(text) == uncached.assess(text), "\(text): with the shipped vectors")
        }
    }
}
