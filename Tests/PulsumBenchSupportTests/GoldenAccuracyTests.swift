import Foundation
import PulsumCore
import PulsumTestSupport
import Testing
import PulsumBenchSupport
import PulsumRanking

@Suite struct GoldenAccuracyTests {
    func trainedAccuracy(features: URL, train: URL, test: URL) throws -> Double {
        let dataset = try PreferenceDataset.loadFeatures(features)
        let trainPairs = try dataset.loadPairs(train)
        let testPairs = try dataset.loadPairs(test)
        var model = BradleyTerryModel(weights: Array(repeating: 0, count: dataset.featureNames.count))
        PairwiseTrainer.standard.train(&model, items: dataset.items, pairs: trainPairs)
        return PairwiseTrainer.accuracy(of: model, items: dataset.items, pairs: testPairs)
    }

    /// The first 200 reference items and the pairs among them (Tests/Fixtures/ranking/README.md).
    /// Measured: the generating weights score 0.9061 on these 735 held-out pairs; this code with
    /// the standard schedule scores 0.9102, and a Python replica 0.905–0.909 over five seeds. An
    /// untrained or wrong-signed model is far below the 0.895 threshold.
    @Test func standardScheduleLearnsTheFixtureSubset() throws {
        let accuracy = try trainedAccuracy(features: TestPaths.fixture("ranking/bt-features-200.csv"),
                                           train: TestPaths.fixture("ranking/bt-train-200.csv"),
                                           test: TestPaths.fixture("ranking/bt-test-200.csv"))
        #expect(accuracy >= 0.895)
    }

    /// scikit-learn's logistic regression reaches 0.8832 on the full reference set; the goal is
    /// to be within 0.005 of it.
    @Test(.enabled(if: TestPaths.shared("golden/bt/reference.json") != nil, "needs ../shared"))
    func standardScheduleMatchesScikitLearnOnTheReferenceSet() throws {
        let folder = try #require(TestPaths.shared("golden/bt"))
        let reference = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("reference.json"))) as? [String: Any]
        let target = try #require(reference?["reference_heldout_pairwise_accuracy"] as? Double)
        let accuracy = try trainedAccuracy(features: folder.appendingPathComponent("features.csv"),
                                           train: folder.appendingPathComponent("train_pairs.csv"),
                                           test: folder.appendingPathComponent("test_pairs.csv"))
        #expect(abs(accuracy - target) <= 0.005)
    }

    @Test func malformedPairFileNamesFileLineAndField() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let features = folder.appendingPathComponent("f.csv"), pairs = folder.appendingPathComponent("p.csv")
        try "item,f0\n0,1.5\n1,-2\n".write(to: features, atomically: true, encoding: .utf8)
        try "preferred,other\n0,1\n1,7\n".write(to: pairs, atomically: true, encoding: .utf8)
        let dataset = try PreferenceDataset.loadFeatures(features)
        #expect(dataset.items == [[1.5], [-2]])
        let error = try #require(throws: InputError.self) { try dataset.loadPairs(pairs) }
        #expect(error.line == 3)
        #expect(error.field == "other")
    }
}
