import PulsumCore
import PulsumStore
import Testing

@Suite("Day scores")
struct DayScoreStoreTests {
    let day = LocalDate(dayNumber: 20_000)

    func row(_ date: Int, asOf: Int, hash: String) -> StoredDayScore {
        StoredDayScore(date: day.adding(days: date), computedAsOf: day.adding(days: asOf), featureVersion: "features-v1",
                       inputHash: hash, json: "{\"hash\":\"\(hash)\"}")
    }

    @Test func migrationAdded() throws {
        #expect(try PulsumDatabase().appliedMigrations().contains("v3-day-scores"))
    }

    @Test("as of night N shows what night N computed, never a later recomputation")
    func asOfIsReplayable() throws {
        let database = try PulsumDatabase()
        try database.saveDayScores([row(0, asOf: 0, hash: "a0"), row(1, asOf: 1, hash: "a1")])
        // Night 3: late data changed day 1; day 2 computed for the first time.
        try database.saveDayScores([row(1, asOf: 3, hash: "b1"), row(2, asOf: 3, hash: "a2")])
        let range = day...day.adding(days: 5)
        #expect(try database.dayScores(in: range, asOf: day.adding(days: 1)).map(\.inputHash) == ["a0", "a1"])
        #expect(try database.dayScores(in: range, asOf: day.adding(days: 2)).map(\.inputHash) == ["a0", "a1"])
        #expect(try database.dayScores(in: range, asOf: day.adding(days: 3)).map(\.inputHash) == ["a0", "b1", "a2"])
        let latest = try database.dayScores(in: day.adding(days: 1)...day.adding(days: 1), asOf: day.adding(days: 9))
        #expect(latest == [row(1, asOf: 3, hash: "b1")])
        #expect(latest.first?.matches(featureVersion: "features-v1", inputHash: "b1") == true)
        #expect(latest.first?.matches(featureVersion: "features-v2", inputHash: "b1") == false)
    }

    @Test func sameNightReplaces() throws {
        let database = try PulsumDatabase()
        try database.saveDayScores([row(0, asOf: 0, hash: "x")])
        try database.saveDayScores([row(0, asOf: 0, hash: "y")])
        #expect(try database.dayScores(in: day...day, asOf: day).map(\.inputHash) == ["y"])
    }
}
