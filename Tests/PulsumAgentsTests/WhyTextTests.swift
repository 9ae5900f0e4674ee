import Foundation
import PulsumRanking
import PulsumTestSupport
import Testing

@testable import PulsumAgents

/// The `why` line names the measured number, the stated word, the hour, or the shared words.
@Suite("WhyText")
struct WhyTextTests {
    let noon = Date(timeIntervalSince1970: 1_800_000_000)

    func ranked(_ id: String, similarity: Double, context: [String: Double]) throws -> RecRanker.Ranked {
        let file = TestPaths.repositoryRoot.appendingPathComponent("Data/micro-moments.jsonl")
        let item = try #require(try MicroMomentParser().parse(Data(contentsOf: file), file: file.path).first { $0.id == id })
        return try #require(RecRanker().rank([RecRanker.Candidate(item: item, similarity: similarity)],
                                             in: RecRanker.Context(features: context, now: noon)).first)
    }

    @Test func aMeasuredSituationNamesTheFeatureAndItsNumber() throws {
        let context = ["sleep_asleep": -2.94]
        let why = WhyText(text: "anything", context: context)
        #expect(why.phrase(for: try ranked("sleep-earlier-bedtime", similarity: 0.05, context: context), similarity: 0.05)
            == "fits today's numbers: short sleep (sleep_asleep -2.9 against your normal)")
    }

    @Test func aStatedSituationQuotesTheWordThatStatedIt() throws {
        let text = "I feel so wired tonight"
        let context = CoachContext.statedSituations(in: text, now: noon, timeZone: try #require(TimeZone(identifier: "UTC")))
        let result = try ranked("stress-box-breathing", similarity: 0.01, context: context)
        let phrase = WhyText(text: text, context: context).phrase(for: result, similarity: 0.01)
        #expect(result.topFeature == "fit.wired")
        #expect(phrase == #"fits what you said: "wired" (wired)"#)
    }

    @Test func similarityNamesTheSharedWordsOrSaysMeaningOnly() throws {
        let result = try ranked("sleep-earlier-bedtime", similarity: 0.8, context: [:])
        let shared = WhyText(text: "what about your sleep debt tonight?", context: [:]).phrase(for: result, similarity: 0.8)
        #expect(shared == #"matches your words "sleep", "debt", "tonight" (similarity 0.80)"#)
        let none = WhyText(text: "zzzz qqqq", context: [:]).phrase(for: result, similarity: 0.8)
        #expect(none == "close in meaning to what you wrote (similarity 0.80)")
        let stated = WhyText(text: "short night, insomnia again", context: [:]).phrase(for: result, similarity: 0.8)
        #expect(stated == #"close in meaning to what you wrote (similarity 0.80); fits what you said: "short night""#)
    }
}
