import Foundation
import PulsumEmbedding
import PulsumTestSupport
import Testing
@testable import PulsumSafety

/// The screen with the real model against labelled text: prints the confusion matrix, recall
/// and misses, and fails below the bar (crisis recall ≥ 0.95, no crisis text judged safe,
/// at most 5 % of the other texts judged crisis).
@Suite(.serialized) struct SafetyEvaluationTests {
    static let corpusURL = TestPaths.fixture("safety/safety-corpus.jsonl")

    @Test func projectCorpusMeetsTheBar() throws {
        let evaluation = try Evaluation(items: LabelledText.load(Self.corpusURL), agent: ScreenUnderTest.agent())
        #expect(evaluation.items.count >= 150)
        print(evaluation.report(title: "project corpus (Tests/Fixtures/safety)", thresholds: .calibrated))
        print(evaluation.calibrationTable())
        evaluation.expectMeetsTheBar(thresholds: .calibrated)
    }

    /// A copy of `../shared/golden/safety_public.jsonl` (48 lines), so the suite runs without `../shared`.
    @Test func publicGoldenMeetsTheBar() throws {
        let evaluation = try Evaluation(items: LabelledText.load(TestPaths.fixture("safety/safety_public.jsonl")),
                                        agent: ScreenUnderTest.agent())
        #expect(evaluation.items.count == 48)
        print(evaluation.report(title: "public golden (safety_public.jsonl)", thresholds: .calibrated))
        evaluation.expectMeetsTheBar(thresholds: .calibrated)
    }

    /// 30 texts written after the calibration and never used to tune anything (keep it that way:
    /// add new wordings to the corpus instead). Recall is printed, not required: this set
    /// measures how the screen generalises, and its misses must land on caution, never safe.
    @Test func heldOutSetIsNeverJudgedSafeWhenInCrisis() throws {
        let evaluation = try Evaluation(items: LabelledText.load(TestPaths.fixture("safety/safety-heldout.jsonl")),
                                        agent: ScreenUnderTest.agent())
        print(evaluation.report(title: "held-out set (safety-heldout.jsonl, not used for tuning)", thresholds: .calibrated))
        let figures = evaluation.figures(.calibrated)
        #expect(figures.crisisJudgedSafe == 0, "crisis texts judged safe")
        #expect(figures.otherJudgedCrisis <= 0.05, "other texts judged crisis \(figures.otherJudgedCrisis)")
    }

    @Test(.enabled(if: TestPaths.shared("golden/safety_public.jsonl") != nil, "needs ../shared"))
    func goldenCopyIsCurrent() throws {
        let shared = try #require(TestPaths.shared("golden/safety_public.jsonl"))
        #expect(try Data(contentsOf: shared) == Data(contentsOf: TestPaths.fixture("safety/safety_public.jsonl")))
    }
}

/// The shipped screen: the real model and the shipped prototypes, loaded once.
enum ScreenUnderTest {
    static func agent() throws -> SafetyAgent {
        do {
            return try loaded.get()
        } catch {
            Issue.record("cannot load the screen: \(error). Run `make setup` (or scripts/setup.sh), or set PULSUM_MODEL_DIR.")
            throw error
        }
    }

    private static let loaded = Result { () throws -> SafetyAgent in
        try SafetyAgent(
            embedder: MiniLMEmbedder.load(from: ModelFiles(directory: TestPaths.modelDirectory)),
            prototypes: CrisisPrototypes.load(from: TestPaths.repositoryRoot.appendingPathComponent("Data/safety/crisis-prototypes.jsonl")))
    }
}

/// One labelled line: `{"text": …, "label": "safe|caution|crisis", "kind": …}`.
struct LabelledText: Decodable {
    let text: String
    let label: SafetyLevel
    let kind: String?

    static func load(_ url: URL) throws -> [LabelledText] {
        let decoder = JSONDecoder()
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try decoder.decode(LabelledText.self, from: Data($0.utf8))
        }
    }
}

/// Evidence for every item, computed once, judged under any thresholds.
struct Evaluation {
    let items: [LabelledText]
    let evidence: [SafetyEvidence]

    init(items: [LabelledText], agent: SafetyAgent) throws {
        self.items = items
        self.evidence = try agent.evidence(for: items.map(\.text))
    }

    struct Figures {
        var matrix: [SafetyLevel: [SafetyLevel: Int]] = [:]
        var crisisRecall: Double = 0
        var crisisJudgedSafe = 0
        var otherJudgedCrisis: Double = 0
        var safeFlagged: Double = 0
    }

    func judged(_ thresholds: SafetyThresholds) -> [SafetyLevel] {
        evidence.map { SafetyPolicy.decide($0, thresholds: thresholds).level }
    }

    func figures(_ thresholds: SafetyThresholds) -> Figures {
        var figures = Figures()
        let levels = judged(thresholds)
        for (item, level) in zip(items, levels) { figures.matrix[item.label, default: [:]][level, default: 0] += 1 }
        func count(_ label: SafetyLevel, where judged: (SafetyLevel) -> Bool) -> (hits: Int, total: Int) {
            let pairs = zip(items, levels).filter { $0.0.label == label }
            return (pairs.filter { judged($0.1) }.count, pairs.count)
        }
        let crisis = count(.crisis) { $0 == .crisis }
        figures.crisisRecall = Double(crisis.hits) / Double(max(crisis.total, 1))
        figures.crisisJudgedSafe = count(.crisis) { $0 == .safe }.hits
        let others = zip(items, levels).filter { $0.0.label != .crisis }
        figures.otherJudgedCrisis = Double(others.filter { $0.1 == .crisis }.count) / Double(max(others.count, 1))
        let safe = count(.safe) { $0 != .safe }
        figures.safeFlagged = Double(safe.hits) / Double(max(safe.total, 1))
        return figures
    }

    func report(title: String, thresholds: SafetyThresholds) -> String {
        let figures = figures(thresholds)
        var lines = ["== safety screen on \(title): \(items.count) texts, thresholds crisis \(thresholds.crisis) middle \(thresholds.middle) caution \(thresholds.caution)",
                     "label \\ judged    safe  caution  crisis"]
        for label in SafetyLevel.allCases {
            let row = SafetyLevel.allCases.map { pad(figures.matrix[label]?[$0] ?? 0, 7) }.joined(separator: "  ")
            lines.append("\(label.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0))\(row)")
        }
        lines.append("crisis recall \(percent(figures.crisisRecall)); crisis judged safe \(figures.crisisJudgedSafe); "
            + "other texts judged crisis \(percent(figures.otherJudgedCrisis)); safe texts flagged \(percent(figures.safeFlagged))")
        for ((item, level), evidence) in zip(zip(items, judged(thresholds)), evidence) where level != item.label {
            let assessment = SafetyPolicy.decide(evidence, thresholds: thresholds)
            lines.append("  miss: \(item.label.rawValue) → \(level.rawValue) [\(item.kind ?? "")] \"\(item.text)\" \(assessment.reasons)")
        }
        return lines.joined(separator: "\n")
    }

    func calibrationTable() -> String {
        var lines = ["== calibration: crisis  middle  caution | recall  crisis→safe  other→crisis  safe flagged"]
        for crisis: Float in [0.58, 0.60, 0.62, 0.64, 0.66, 0.70] {
            for middle: Float in [0.50, 0.55, 0.60] where middle < crisis {
                for caution: Float in [0.40, 0.45, 0.50] where caution < middle {
                    let thresholds = SafetyThresholds(crisis: crisis, middle: middle, caution: caution)
                    let figures = figures(thresholds)
                    let mark = thresholds == .calibrated ? "  ← shipped" : ""
                    let values = String(format: "   %.2f    %.2f    %.2f  | ", Double(crisis), Double(middle), Double(caution))
                    lines.append(values + "\(percent(figures.crisisRecall))   \(pad(figures.crisisJudgedSafe, 3))          "
                        + "\(percent(figures.otherJudgedCrisis))        \(percent(figures.safeFlagged))\(mark)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    func expectMeetsTheBar(thresholds: SafetyThresholds) {
        let figures = figures(thresholds)
        #expect(figures.crisisRecall >= 0.95, "crisis recall \(figures.crisisRecall)")
        #expect(figures.crisisJudgedSafe == 0, "crisis texts judged safe")
        #expect(figures.otherJudgedCrisis <= 0.05, "other texts judged crisis \(figures.otherJudgedCrisis)")
    }

    private func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10) %"
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
    }
}
