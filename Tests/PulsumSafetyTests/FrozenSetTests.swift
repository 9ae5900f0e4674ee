import Foundation
import PulsumTestSupport
import Testing
@testable import PulsumSafety

/// The frozen set of issue #14 (`Tests/Fixtures/safety/frozen-test.jsonl`, see `FROZEN.md`):
/// written before the screen was rebuilt and never used to choose anything. Prints the figures;
/// fails on any crisis text judged safe.
@Suite(.serialized) struct FrozenSetTests {
    static let frozenURL = TestPaths.fixture("safety/frozen-test.jsonl")

    @Test func noCrisisTextOfTheFrozenSetIsJudgedSafe() throws {
        let items = try FrozenText.load(Self.frozenURL)
        #expect(items.count >= 200)
        let agent = try ScreenUnderTest.agent()
        let judged = try items.map { try agent.assess($0.text).level }
        let card = Scorecard(items: items, judged: judged)
        print(card.report(title: "frozen set, whole screen"))
        #expect(card.crisisJudgedSafe.hits == 0, "crisis texts of the frozen set judged safe")
    }
}
