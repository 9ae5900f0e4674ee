import Foundation
import PulsumCore
import PulsumStore
import PulsumTestSupport
import Testing

/// Every stored record meets ``RecordBounds``: plausible instants, a longest duration, short
/// source strings. What breaks them is rejected with its location and nothing of it is stored.
@Suite("Record bounds")
struct RecordBoundsTests {
    let watch = SourceRef(name: "Watch", deviceModel: "Watch")
    /// 2023-11-14T22:13:20Z.
    let base: Int64 = 1_700_000_000

    func importing(_ records: [Sample], segments: [SleepSegment] = []) throws -> (ImportSummary, PulsumDatabase) {
        let database = try PulsumDatabase()
        let summary = try database.importFile(path: "a.csv", sha256: "x", format: "test") { tx in
            tx.bounds = RecordBounds(now: base)
            for record in records { try tx.accept(record) }
            for segment in segments { try tx.accept(segment) }
        }
        return (summary, database)
    }

    func sample(_ start: Int64, _ end: Int64, source: SourceRef? = nil) -> Sample {
        Sample(metric: .steps, start: start, end: end, utcOffset: 0, value: 10, source: source ?? watch)
    }

    @Test func impossibleDatesAreRejectedWithTheirLocationAndTouchNoDay() throws {
        let year1: Int64 = -62_135_596_800  // 0001-01-01
        let year9999: Int64 = 253_402_214_400  // 9999-12-31
        let (summary, database) = try importing([
            sample(base, base), sample(year1, year1), sample(base, year9999), sample(0, 0), sample(base + 3 * 86_400, base + 3 * 86_400),
        ])
        #expect(summary.added == 1)
        #expect(summary.rejected == 4)
        #expect(summary.records == 5)
        #expect(summary.rejections.map(\.location) == ["a.csv:2:start", "a.csv:3:end", "a.csv:4:start", "a.csv:5:start"])
        #expect(summary.rejections[0].reason.hasPrefix("0001-01-01T00:00:00Z is outside the plausible window 2000-01-01"))
        #expect(summary.touchedDays.count == 1)
        #expect(try database.pendingDays().count == 3)
    }

    @Test func aRecordLongerThanAMonthIsRejected() throws {
        let (summary, _) = try importing([sample(base, base + 40 * 86_400)],
                                         segments: [SleepSegment(stage: .core, start: base, end: base + 3600, utcOffset: 0, source: watch)])
        #expect(summary.added == 1)
        #expect(summary.rejections.map(\.location) == ["a.csv:1:end"])
    }

    @Test func overlongSourceNamesAndModelsAreRejectedNotStored() throws {
        let long = String(repeating: "x", count: RecordBounds.longestSourceField + 1)
        let (summary, database) = try importing([
            sample(base, base, source: SourceRef(name: long)),
            sample(base, base, source: SourceRef(name: "Watch", deviceModel: long)),
            sample(base, base, source: SourceRef(name: String(repeating: "é", count: RecordBounds.longestSourceField / 2))),
        ])
        #expect(summary.rejections.map(\.location) == ["a.csv:1:source", "a.csv:2:device"])
        #expect(summary.added == 1)
        let longest = try database.queue.read { db in try Int.fetchOne(db, sql: "SELECT max(length(CAST(name AS BLOB))) FROM source") }
        #expect(longest == RecordBounds.longestSourceField)
    }

    @Test func aRejectionNamesTheLineTheReaderLocated() throws {
        let database = try PulsumDatabase()
        let summary = try database.importFile(path: "a.csv", sha256: "x", format: "test") { tx in
            tx.bounds = RecordBounds(now: base)
            tx.locate(line: 7)
            try tx.accept(sample(0, 0))
            try tx.accept(Sample(metric: .steps, start: base, end: base, utcOffset: 0, value: .nan, source: watch))
        }
        #expect(summary.rejections.map(\.location) == ["a.csv:7:start", "a.csv:7:value"])
        #expect(summary.rejections.allSatisfy { !$0.reason.contains("(record") })
    }

    @Test func withoutALineTheRecordNumberIsSaid() throws {
        let (summary, _) = try importing([sample(base, base), sample(0, 0)])
        #expect(summary.rejections.map(\.location) == ["a.csv:2:start"])
        #expect(summary.rejections.first?.reason.hasSuffix("(record 2)") == true)
    }

    @Test func theWindowEndsTwoDaysAfterNow() {
        let bounds = RecordBounds(now: base)
        #expect(bounds.instants == RecordBounds.earliestInstant...(base + 48 * 3600))
    }
}
