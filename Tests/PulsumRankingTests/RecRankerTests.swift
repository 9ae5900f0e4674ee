import Foundation
import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumRanking

let library = (try? MicroMomentParser().parse(Data(contentsOf: builtInLibrary), file: "library")) ?? []
let morning = Date(timeIntervalSince1970: 1_800_000_000)

func candidates(_ ids: [String], similarity: Double = 0.3) throws -> [RecRanker.Candidate] {
    try ids.map { id in RecRanker.Candidate(item: try #require(library.first { $0.id == id }), similarity: similarity) }
}

@Suite struct RecRankerTests {
    @Test func coldStartFavoursWhatTodayShowsAndGentleItemsOnAStrainedDay() throws {
        let ranker = RecRanker()
        let pool = try candidates(["sleep-earlier-bedtime", "movement-bodyweight-circuit", "nutrition-fruit-snack"])
        let shortNight = RecRanker.Context(features: ["sleep_asleep": -2.5, "steps": -1.5], now: morning)
        let order = ranker.rank(pool, in: shortNight).map(\.item.id)
        #expect(order.first == "sleep-earlier-bedtime")
        #expect(ranker.rank(pool, in: shortNight).first?.topFeature == "fit.short_sleep")

        let rested = RecRanker.Context(features: ["steps": -1.5], now: morning)
        let circuit = try #require(ranker.rank(pool, in: rested).first { $0.item.id == "movement-bodyweight-circuit" })
        let strained = try #require(ranker.rank(pool, in: shortNight).first { $0.item.id == "movement-bodyweight-circuit" })
        #expect(strained.score < circuit.score)

        // Text relevance leads when nothing in the day says otherwise.
        var relevant = try candidates(["stress-box-breathing", "nutrition-less-salt"])
        relevant[0].similarity = 0.7
        #expect(ranker.rank(relevant, in: RecRanker.Context(features: [:], now: morning)).first?.item.id == "stress-box-breathing")
    }

    @Test func recentlyShownItemsGiveWay() throws {
        var ranker = RecRanker()
        let pool = try candidates(["stress-box-breathing", "stress-longer-exhale"])
        let context = RecRanker.Context(features: ["stressed": 1], now: morning)
        let first = try #require(ranker.rank(pool, in: context).first?.item.id)
        ranker.recordShown([first], at: morning.addingTimeInterval(-3600))
        #expect(ranker.rank(pool, in: context).first?.item.id != first)
        #expect(ranker.state.history[first]?.timesShown == 1)
    }

    /// A simulated person who always picks mindfulness when offered and never nutrition: after
    /// feedback on random menus the ranker puts their kind of item first on fresh menus.
    @Test func recoversAPlantedPreferenceFromSimulatedFeedback() throws {
        var ranker = RecRanker()
        var generator = SeededGenerator(seed: 2026)
        func hiddenUtility(_ candidate: RecRanker.Candidate) -> Double {
            (candidate.item.category == .mindfulness ? 2 : 0) - (candidate.item.category == .nutrition ? 2 : 0)
                + candidate.similarity
        }
        func menu() -> [RecRanker.Candidate] {
            (0..<5).map { _ in
                RecRanker.Candidate(item: library[Int.random(in: 0..<library.count, using: &generator)],
                                    similarity: Double.random(in: 0.1...0.6, using: &generator))
            }
        }
        func agreement() -> Double {
            let trials = 200
            let hits = (0..<trials).filter { _ in
                let offered = menu()
                let best = offered.map(hiddenUtility).max() ?? 0
                let top = ranker.rank(offered, in: RecRanker.Context(features: [:], now: morning))[0]
                return hiddenUtility(RecRanker.Candidate(item: top.item, similarity: offered.first { $0.item.id == top.item.id }?.similarity ?? 0)) == best
            }.count
            return Double(hits) / Double(trials)
        }
        let before = agreement()
        for _ in 0..<300 {
            let offered = menu()
            guard let chosen = offered.max(by: { hiddenUtility($0) < hiddenUtility($1) }) else { continue }
            ranker.recordChoice(chosen, over: offered, in: RecRanker.Context(features: [:], now: morning))
        }
        let after = agreement()
        let weights = Dictionary(uniqueKeysWithValues: zip(RankingFeatures.names, ranker.state.model.weights))
        #expect(after >= 0.85, "agreement \(before) → \(after)")
        #expect(after > before + 0.2)
        #expect((weights["category.mindfulness"] ?? 0) > 0.5)
        #expect((weights["category.nutrition"] ?? 0) < -0.5)
        #expect(ranker.state.updateCount > 1000)
    }

    @Test func explorationIsSeededAndDefaultRankingIsDeterministic() throws {
        let ranker = RecRanker()
        let pool = library.prefix(40).map { RecRanker.Candidate(item: $0, similarity: 0.3) }
        let context = RecRanker.Context(features: ["stressed": 1], now: morning)
        #expect(ranker.rank(pool, in: context).map(\.item.id) == ranker.rank(pool, in: context).map(\.item.id))
        let seeded = ranker.rank(pool, in: context, exploration: .init(seed: 5)).map(\.item.id)
        #expect(seeded == ranker.rank(pool, in: context, exploration: .init(seed: 5)).map(\.item.id))
        let others = (6..<12).map { ranker.rank(pool, in: context, exploration: .init(seed: $0)).map(\.item.id) }
        #expect(others.contains { $0 != seeded })
    }

    @Test func explorationNarrowsAsEvidenceAccumulates() {
        var confident = RankerState.initial
        confident.model.precision = confident.model.precision.map { _ in 1e12 }
        let weights = RecRanker(state: confident).sampledWeights(seed: 3)
        for (sampled, mean) in zip(weights, confident.model.weights) { #expect(abs(sampled - mean) < 1e-4) }
    }
}

@Suite struct RankingReasonTests {
    @Test func whyNamesTheFeatureThatDroveTheScore() throws {
        let ranker = RecRanker()
        let pool = try candidates(["sleep-earlier-bedtime"], similarity: 0.05)
        let short = ranker.rank(pool, in: RecRanker.Context(features: ["sleep_asleep": -3], now: morning))
        #expect(short.first?.why == "fits today's numbers: short sleep")
        let relevant = try candidates(["sleep-earlier-bedtime"], similarity: 0.8)
        #expect(ranker.rank(relevant, in: RecRanker.Context(features: [:], now: morning)).first?.why
            == "close to what you wrote (similarity 0.80)")
        let stated = try candidates(["stress-box-breathing"], similarity: 0.01)
        #expect(ranker.rank(stated, in: RecRanker.Context(features: ["anxious": 1], now: morning)).first?.why
            == "suited to feeling anxious")
    }
}
