import Foundation
import PulsumCore
import PulsumStore
import PulsumTestSupport
import Testing

/// The pending-work table: an import records the days it touched in its own transaction, a
/// recompute clears them in the transaction that writes them.
@Suite("Pending work")
struct PendingWorkTests {
    let watch = SourceRef(name: "Watch", deviceModel: "Watch")
    /// 2023-11-14T22:13:20Z.
    let base: Int64 = 1_700_000_000

    func heartRate(_ start: Int64) -> Sample {
        Sample(metric: .heartRate, start: start, end: start, utcOffset: 0, value: 60, source: watch)
    }

    @Test func anImportMarksItsDaysAndTheirNeighboursPendingInItsTransaction() throws {
        let database = try PulsumDatabase()
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in try tx.accept(heartRate(base)) }
        let day = LocalDate(instant: base, utcOffset: 0)
        #expect(try database.pendingDays() == [day.adding(days: -1), day, day.adding(days: 1)])
        // A duplicate-only import touches nothing new.
        try database.replaceDailyMetrics([], for: Set(try database.pendingDays()))
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in try tx.accept(heartRate(base)) }
        #expect(try database.pendingDays().isEmpty)
    }

    @Test func aFailedImportLeavesNoPendingWork() throws {
        let database = try PulsumDatabase()
        struct Killed: Error {}
        #expect(throws: Killed.self) {
            _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in
                try tx.accept(heartRate(base))
                throw Killed()
            }
        }
        #expect(try database.pendingDays().isEmpty)
    }

    @Test func replacingDaysClearsOnlyThoseDays() throws {
        let database = try PulsumDatabase()
        _ = try database.importFile(path: "a", sha256: "x", format: "test") { tx in
            try tx.accept(heartRate(base))
            try tx.accept(heartRate(base + 10 * 86_400))
        }
        let first = LocalDate(instant: base, utcOffset: 0)
        var metrics = DailyMetrics(date: first)
        metrics[.restingHeartRate] = 60
        try database.replaceDailyMetrics([metrics], for: [first.adding(days: -1), first, first.adding(days: 1)])
        let later = LocalDate(instant: base + 10 * 86_400, utcOffset: 0)
        #expect(try database.pendingDays() == [later.adding(days: -1), later, later.adding(days: 1)])
        #expect(try database.dailyMetrics().map(\.date) == [first])
    }
}
