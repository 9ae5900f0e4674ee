import PulsumAnalytics
import PulsumCore
@testable import PulsumReport

/// A synthetic person: 70 days of watch metrics with staged sleep, a few missing days, one day
/// far out of range, analysed by the real analytics (nothing recomputed here).
enum ReportFixture {
    static let start = LocalDate(dayNumber: 19_723)  // 2024-01-01

    static func days(count: Int = 70, missing: Set<Int> = [30, 31, 32], outlier: Int = 50) -> [DailyMetrics] {
        (0..<count).compactMap { row in
            guard !missing.contains(row) else { return nil }
            let wiggle = Double((row * 7919) % 11) - 5
            var values: [DailyMetricKey: Double] = [
                .hrvSDNN: 45 + wiggle, .restingHeartRate: 58 + wiggle / 5, .respiratoryRate: 14.5 + wiggle / 20,
                .steps: 8_000 + 300 * wiggle, .sleepAsleep: 420 + 6 * wiggle, .sleepDeep: 70, .sleepREM: 95,
                .sleepCore: 255 + 6 * wiggle, .sleepAwake: 25, .heartRateMean: 70 + wiggle / 2,
            ]
            if row % 9 == 0 { values[.nap] = 25 }
            if row == outlier {
                values[.restingHeartRate] = 72
                values[.hrvSDNN] = 20
            }
            return DailyMetrics(date: start.adding(days: row), values: values)
        }
    }

    static func input(count: Int = 70, periodDays: Int = 60, today: LocalDate? = nil,
                      sources: [SourceCoverage] = [], days history: [DailyMetrics]? = nil) -> ReportInput {
        let history = history ?? days(count: count)
        let last = start.adding(days: count - 1)
        let period = last.adding(days: -(periodDays - 1))...last
        let analyses = DayAnalyzer().analyze(history: history, days: start...last, today: today ?? last.adding(days: 1))
        let nights = history.map { NightTiming(wakeDay: $0.date, bedtimeMinutes: -70 + ($0.date.dayNumber % 5) * 10,
                                               wakeMinutes: 410 + ($0.date.dayNumber % 3) * 15) }
        return ReportInput(period: period, today: today ?? last.adding(days: 1),
                           days: history.filter { period.contains($0.date) },
                           analyses: analyses.filter { period.contains($0.date) },
                           nights: nights.filter { period.contains($0.wakeDay) }, sources: sources)
    }
}
