/// The per-day values Pulsum computes and reports (`pulsum days --json` keys).
public enum DailyMetricKey: String, CaseIterable, Codable, Sendable, Comparable {
    case steps
    case heartRateMean = "heart_rate_mean_bpm"
    case heartRateMin = "heart_rate_min_bpm"
    case heartRateMax = "heart_rate_max_bpm"
    case restingHeartRate = "resting_heart_rate_bpm"
    case hrvSDNN = "hrv_sdnn_ms"
    case hrvRMSSD = "hrv_rmssd_ms"
    case respiratoryRate = "respiratory_rate_bpm"
    case sleepAsleep = "sleep_asleep_min"
    case sleepInBed = "sleep_in_bed_min"
    case sleepAwake = "sleep_awake_min"
    case sleepCore = "sleep_core_min"
    case sleepDeep = "sleep_deep_min"
    case sleepREM = "sleep_rem_min"
    case nap = "nap_min"

    public static func < (lhs: DailyMetricKey, rhs: DailyMetricKey) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// The metrics of one local calendar day. A key is absent when unknown: missing is never 0.
public struct DailyMetrics: Hashable, Codable, Sendable {
    public var date: LocalDate
    public var values: [DailyMetricKey: Double]

    public init(date: LocalDate, values: [DailyMetricKey: Double] = [:]) {
        self.date = date
        self.values = values
    }

    public subscript(key: DailyMetricKey) -> Double? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
