import Foundation
import PulsumAgents
import PulsumFiles
import PulsumTestSupport
import Testing

/// `feedback` changes the ranker state and the history in one commit: a run that fails changes
/// neither, and a run killed after its journal was written is finished by the next command.
@Suite("Feedback commit", .serialized)
struct FeedbackCommitTests {
    func makeCoach() async throws -> (agent: CoachAgent, coach: URL) {
        let folder = try TestPaths.temporaryDirectory("pulsum-coach")
        let agent = try await Orchestrator(folder: DataDirectory(url: folder)).coachAgent()
        return (agent, folder.appendingPathComponent("coach"))
    }

    func contents(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

    @Test func aDamagedHistoryChangesNothing() async throws {
        let (agent, coach) = try await makeCoach()
        defer { try? FileManager.default.removeItem(at: coach.deletingLastPathComponent()) }
        _ = try await agent.feedback(chose: "sleep-screens-down", over: ["sleep-same-wake-time"])
        let state = try #require(contents(coach.appendingPathComponent("ranker-state")))
        let history = coach.appendingPathComponent("feedback-history.json")
        try Data("[{\"at\": ".utf8).write(to: history)
        await #expect(throws: CoachError.damagedFile(path: history.path)) {
            try await agent.feedback(chose: "sleep-screens-down", over: ["sleep-same-wake-time"])
        }
        #expect(contents(coach.appendingPathComponent("ranker-state")) == state)
    }

    @Test func aJournalLeftByAKilledRunIsReplayedBeforeAnythingIsRead() async throws {
        let (agent, coach) = try await makeCoach()
        defer { try? FileManager.default.removeItem(at: coach.deletingLastPathComponent()) }
        _ = try await agent.feedback(chose: "sleep-screens-down", over: ["sleep-same-wake-time"])
        let state = try #require(contents(coach.appendingPathComponent("ranker-state")))
        let history = try #require(contents(coach.appendingPathComponent("feedback-history.json")))
        // A second feedback killed after its journal: the journal holds the new files, the
        // folder still the old ones.
        _ = try await agent.feedback(chose: "sleep-same-wake-time", over: ["sleep-screens-down"])
        let newState = try #require(contents(coach.appendingPathComponent("ranker-state")))
        let newHistory = try #require(contents(coach.appendingPathComponent("feedback-history.json")))
        struct Write: Encodable {
            var name: String
            var data: Data
        }
        try JSONEncoder().encode([Write(name: "ranker-state", data: newState), Write(name: "feedback-history.json", data: newHistory)])
            .write(to: coach.appendingPathComponent("pending-commit.json"))
        try state.write(to: coach.appendingPathComponent("ranker-state"))
        try history.write(to: coach.appendingPathComponent("feedback-history.json"))

        #expect(try await agent.feedbackHistory().count == 2)
        #expect(contents(coach.appendingPathComponent("ranker-state")) == newState)
        #expect(!FileManager.default.fileExists(atPath: coach.appendingPathComponent("pending-commit.json").path))
    }
}
