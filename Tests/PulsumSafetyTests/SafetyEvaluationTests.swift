import Foundation
import PulsumTestSupport
import Testing
@testable import PulsumSafety

/// The shipped screen (real model) against labelled sets: prints, per layer (rules alone,
/// classifier alone, whole screen), recall per category and language, crisis → safe,
/// benign → crisis and distress → safe with 95 % bootstrap intervals.
@Suite(.serialized) struct SafetyEvaluationTests {
    /// Crisis texts of the frozen sets judged safe by the final scoring (docs/safety.md, known
    /// misses): each is a known issue; any other crisis text judged safe fails.
    static let knownCrisisJudgedSafe: [String: Set<String>] = [
        "frozen-test.jsonl": [],
        "frozen-test-2.jsonl": [],
        "frozen-test-3.jsonl": [],
        "frozen-test-4.jsonl": [],
        "frozen-test-5.jsonl": [],
        "frozen-test-6.jsonl": [],
        "frozen-test-7.jsonl": [],
    ]

    /// The twenty-eight frozen sets (see `FROZEN.md`): the figures of docs/safety.md. Per-text results are
    /// not printed, only the ids of crisis texts judged safe (nothing may be chosen by them).
    @Test(arguments: ["frozen-test.jsonl", "frozen-test-2.jsonl", "frozen-test-3.jsonl", "frozen-test-4.jsonl",
                           "frozen-test-5.jsonl", "frozen-test-6.jsonl", "frozen-test-7.jsonl", "frozen-test-8.jsonl",
                           "frozen-test-9.jsonl", "frozen-test-10.jsonl",
                           "frozen-test-11.jsonl", "frozen-test-12.jsonl", "frozen-test-13.jsonl", "frozen-test-14.jsonl",
                           "frozen-test-15.jsonl", "frozen-test-16.jsonl", "frozen-test-17.jsonl",
                           "frozen-test-18.jsonl", "frozen-test-19.jsonl",
                           "frozen-test-20.jsonl", "frozen-test-21.jsonl", "frozen-test-22.jsonl",
                           "frozen-test-23.jsonl", "frozen-test-24.jsonl", "frozen-test-25.jsonl",
                           "frozen-test-26.jsonl", "frozen-test-27.jsonl",
                           "frozen-test-28.jsonl"])
    func frozenSetHasNoCrisisJudgedSafe(file: String) throws {
        let layers = try LayeredScores(items: FrozenText.load(TestPaths.fixture("safety/\(file)")))
        #expect(layers.items.count >= 200)
        print(layers.report(title: "\(file) (frozen, never used to choose anything)", showMisses: false))
        let judgedSafe = Set(zip(layers.items, layers.whole.judged).filter { $0.0.level == .crisis && $0.1 == .safe }.map(\.0.id))
        print("\(file): crisis → safe \(judgedSafe.sorted())")
        let known = Self.knownCrisisJudgedSafe[file] ?? []
        #expect(judgedSafe.subtracting(known).isEmpty, "crisis texts of \(file) judged safe")
        if !known.isEmpty {
            withKnownIssue("\(known.count) crisis texts of \(file) judged safe (docs/safety.md, known misses)") {
                #expect(judgedSafe.isEmpty)
            }
        }
    }

    /// A copy of `../shared/golden/safety_public.jsonl` (48 lines), so the suite runs without `../shared`.
    @Test func publicGoldenMeetsTheBar() throws {
        let layers = try LayeredScores(items: FrozenText.loadLabelled(TestPaths.fixture("safety/safety_public.jsonl")))
        #expect(layers.items.count == 48)
        print(layers.report(title: "public golden (safety_public.jsonl)"))
        #expect(layers.whole.recall().value >= 0.95)
        #expect(layers.whole.crisisJudgedSafe.hits == 0)
        #expect(layers.whole.benignJudgedCrisis.value <= 0.05)
    }

    /// The two earlier sets: the old screen's tuning corpus and its 30-text fresh set.
    @Test(arguments: ["safety-corpus.jsonl", "safety-heldout.jsonl"])
    func earlierSetsHaveNoCrisisJudgedSafe(file: String) throws {
        let layers = try LayeredScores(items: FrozenText.loadLabelled(TestPaths.fixture("safety/\(file)")))
        print(layers.report(title: file))
        #expect(layers.whole.crisisJudgedSafe.hits == 0)
    }

    @Test(.enabled(if: TestPaths.shared("golden/safety_public.jsonl") != nil, "needs ../shared"))
    func goldenCopyIsCurrent() throws {
        let shared = try #require(TestPaths.shared("golden/safety_public.jsonl"))
        #expect(try Data(contentsOf: shared) == Data(contentsOf: TestPaths.fixture("safety/safety_public.jsonl")))
    }
}

/// One labelled set judged by each layer alone and by the whole screen.
struct LayeredScores {
    let items: [FrozenText]
    let rules: Scorecard
    let classifier: Scorecard
    let whole: Scorecard

    init(items: [FrozenText]) throws {
        self.items = items
        let evidence = try ScreenUnderTest.agent().evidence(for: items.map(\.text))
        rules = Scorecard(items: items, judged: evidence.map(\.ruleLevel))
        classifier = Scorecard(items: items, judged: evidence.map(\.classifierLevel))
        whole = Scorecard(items: items, judged: evidence.map { SafetyPolicy.decide($0).level })
    }

    func report(title: String, showMisses: Bool = true) -> String {
        [rules.report(title: "\(title) — rule layer alone", showMisses: false),
         classifier.report(title: "\(title) — classifier alone", showMisses: false),
         whole.report(title: "\(title) — whole screen", showMisses: showMisses)].joined(separator: "\n")
    }
}

extension FrozenText {
    /// The earlier sets' format, `{"text", "label", "kind"}`.
    static func loadLabelled(_ url: URL) throws -> [FrozenText] {
        struct Line: Decodable {
            let text: String
            let label: SafetyLevel
            let kind: String?
        }
        let decoder = JSONDecoder()
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").enumerated().map { index, raw in
            let line = try decoder.decode(Line.self, from: Data(raw.utf8))
            let lang = line.kind == "spanish" ? "es" : line.kind == "french" ? "fr" : "en"
            return FrozenText(id: "L\(index + 1)", text: line.text, level: line.label, category: line.kind ?? "unlabelled",
                              lang: lang, form: "plain")
        }
    }
}
