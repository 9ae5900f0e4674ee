import PulsumCore

/// Builds synthetic day histories for tests.
enum TestHistory {
    static let start = LocalDate(dayNumber: 19_723)  // 2024-01-01

    /// `count` consecutive days from ``start``, with the values `make` gives for each row.
    static func days(_ count: Int, _ make: (Int) -> [DailyMetricKey: Double]) -> [DailyMetrics] {
        (0..<count).map { DailyMetrics(date: start.adding(days: $0), values: make($0)) }
    }

    /// A deterministic, realistic history of the metrics a watch reports, with daily wiggle.
    static func typical(_ count: Int) -> [DailyMetrics] {
        days(count) { row in
            let wiggle = Double((row * 7919) % 11) - 5  // -5 … 5, repeats every 11 days
            return [
                .hrvSDNN: 45 + wiggle,
                .hrvRMSSD: 38 - wiggle / 2,
                .restingHeartRate: 58 + wiggle / 5,
                .sleepAsleep: 420 + 6 * wiggle,
                .steps: 8_000 + 300 * wiggle,
                .respiratoryRate: 14.5 + wiggle / 20,
            ]
        }
    }
}
