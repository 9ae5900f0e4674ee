import Foundation
import PulsumAgents
import PulsumFiles
import PulsumTestSupport
import Testing

/// The coach with the real model, library and crisis prototypes, in a temporary data folder.
@Suite("CoachAgent", .serialized)
struct CoachAgentTests {
    func makeCoach() async throws -> (agent: CoachAgent, folder: URL) {
        let folder = try TestPaths.temporaryDirectory("pulsum-coach")
        let orchestrator = Orchestrator(folder: DataDirectory(url: folder))
        return (try await orchestrator.coachAgent(), folder)
    }

    @Test func crisisTextYieldsNoItemsAndStoresNothing() async throws {
        let (coach, folder) = try await makeCoach()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await coach.recommend("I want to end my life tonight", dayFeatures: [:])
        #expect(result.safety.level == .crisis)
        #expect(result.items.isEmpty)
        #expect(result.safety.response.contains("988"))
        let coachFiles = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("coach").path)
        // Only the lock (the crisis prototypes' embeddings ship with Pulsum): no ranker state, no
        // list, no history.
        #expect(coachFiles.sorted() == ["coach.lock"])
        await #expect(throws: CoachError.noRecentRecommendation) { try await coach.feedback(chose: "sleep-screens-down") }
    }

    @Test func recommendationsFitTheTextAndCarryAWhy() async throws {
        let (coach, folder) = try await makeCoach()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await coach.recommend("I slept badly and feel wired", dayFeatures: ["sleep_asleep": -2.2], count: 5)
        // The rebuilt crisis screen (docs/safety.md) may give caution to plain complaints; coaching
        // goes ahead for both, so only crisis is ruled out here.
        #expect(result.safety.level != .crisis)
        #expect(result.items.count == 5)
        #expect(result.items.contains { $0.category == "sleep" || $0.category == "stress" || $0.category == "mindfulness" })
        #expect(result.items.allSatisfy { !$0.why.isEmpty })
        #expect(zip(result.items, result.items.dropFirst()).allSatisfy { $0.score >= $1.score })
        #expect(result.disclaimer != nil)
    }

    @Test func feedbackMovesTheChosenItemAboveTheOnesItWasChosenOver() async throws {
        let (coach, folder) = try await makeCoach()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "I feel tired and stiff after a long day at my desk"
        // A fixed midday clock: the hour adds stated situations (evening, morning) to the context,
        // and this test is about learning from choices, not about the time of day.
        let noon = try #require(Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: Date()))
        let first = try await coach.recommend(text, dayFeatures: [:], count: 5, now: noon)
        let favourite = try #require(first.items.last)
        // Chosen over the rest of the last list, five times.
        for _ in 0..<5 { _ = try await coach.feedback(chose: favourite.id, now: noon) }
        let later = try await coach.recommend(text, dayFeatures: [:], count: 10, now: noon.addingTimeInterval(60))
            .items.map(\.id)
        let favouriteRank = try #require(later.firstIndex(of: favourite.id))
        for other in first.items.dropLast() {
            #expect(favouriteRank < later.firstIndex(of: other.id) ?? Int.max, "\(other.id) still above \(favourite.id)")
        }
        let history = try await coach.feedbackHistory()
        #expect(history.count == 5 && history.allSatisfy { $0.chosen == favourite.id && $0.over.count == 4 })
    }
}
