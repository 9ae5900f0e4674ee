import Foundation
import PulsumAnalytics
import PulsumRanking
import Testing

@testable import PulsumAgents

@Suite("CoachContext")
struct CoachContextTests {
    /// The ranker's measured situations must read features the analytics actually produce.
    @Test func everyMeasuredSituationReadsARealDayFeature() {
        let produced = Set(FeatureName.allCases.map(\.rawValue))
        for situation in Situation.allCases {
            for feature in situation.signal?.features ?? [] {
                #expect(produced.contains(feature), "\(situation.rawValue) reads unknown feature \(feature)")
            }
        }
    }

    @Test func dayFeaturesKeepNamesAndDropNonFiniteValues() {
        let vector = FeatureVector(values: [.sleepAsleep: -2, .steps: .nan])
        #expect(CoachContext.dayFeatures(from: vector) == ["sleep_asleep": -2])
        #expect(CoachContext.dayFeatures(from: nil).isEmpty)
    }

    @Test func statedSituationsComeFromWordsAndTheClock() throws {
        var calendar = Calendar(identifier: .gregorian)
        let utc = try #require(TimeZone(identifier: "UTC"))
        calendar.timeZone = utc
        let evening = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 21)))
        let stated = CoachContext.statedSituations(in: "I slept badly and feel WIRED.", now: evening, timeZone: utc)
        #expect(stated == ["short_sleep": 1, "wired": 1, "restless_evening": 1])
        let morning = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 8)))
        #expect(CoachContext.statedSituations(in: "skilled downtown", now: morning, timeZone: utc) == ["morning": 1])
    }
}
