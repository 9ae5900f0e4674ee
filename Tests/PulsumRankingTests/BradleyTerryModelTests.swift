import PulsumCore
import Testing
@testable import PulsumRanking

@Suite struct BradleyTerryModelTests {
    /// w = (0.5, −0.25), a = (1, 2), b = (0, 1), η = 0.1, λ = 0.01, worked by hand (and checked in
    /// Python): d = (1, 1), w·d = 0.25, p = σ(0.25) = 0.5621765008857981,
    /// w₀ ← 0.5 + 0.1·(0.4378234991142019 − 0.005) = 0.5432823499114202,
    /// w₁ ← −0.25 + 0.1·(0.4378234991142019 + 0.0025) = −0.2059676500885798,
    /// precision ← 1 + p(1 − p)·1 = 1.2461340827375984.
    @Test func updateMatchesTheFormulaOnAHandComputedExample() {
        var model = BradleyTerryModel(weights: [0.5, -0.25])
        let p = model.update(preferred: [1, 2], other: [0, 1], learningRate: 0.1, regularization: 0.01)
        #expect(abs(p - 0.5621765008857981) < 1e-15)
        #expect(abs(model.weights[0] - 0.5432823499114202) < 1e-15)
        #expect(abs(model.weights[1] - -0.2059676500885798) < 1e-15)
        #expect(abs(model.precision[0] - 1.2461340827375984) < 1e-15)
        #expect(abs(model.precision[1] - 1.2461340827375984) < 1e-15)
    }

    @Test func updateMovesTowardTheChosenItem() {
        var model = BradleyTerryModel(weights: [0, 0, 0])
        let a = [1.0, 0, 0.5], b = [0.0, 1, 0.5]
        let before = model.probability(preferred: a, over: b)
        for _ in 0..<10 { model.update(preferred: a, other: b, learningRate: 0.5, regularization: 0) }
        #expect(model.probability(preferred: a, over: b) > before)
        #expect(model.weights[2] == 0)
    }

    @Test func sigmoidIsStableAtTheExtremes() {
        #expect(BradleyTerryModel.sigmoid(1000) == 1)
        #expect(BradleyTerryModel.sigmoid(-1000) == 0)
        #expect(BradleyTerryModel.sigmoid(0) == 0.5)
        #expect(abs(BradleyTerryModel.sigmoid(2) + BradleyTerryModel.sigmoid(-2) - 1) < 1e-15)
    }

    @Test func seededGeneratorRepeatsAndGaussianHasUnitScale() {
        var first = SeededGenerator(seed: 7), second = SeededGenerator(seed: 7)
        #expect((0..<5).map { _ in first.next() } == (0..<5).map { _ in second.next() })
        var generator = SeededGenerator(seed: 11)
        let draws = (0..<20_000).map { _ in generator.nextGaussian() }
        let mean = draws.reduce(0, +) / Double(draws.count)
        let variance = draws.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(draws.count)
        #expect(abs(mean) < 0.03)
        #expect(abs(variance - 1) < 0.05)
    }
}
