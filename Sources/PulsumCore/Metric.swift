/// A canonical metric that Pulsum stores, in one fixed unit.
///
/// Every reader converts the vendor's unit into the metric's ``unit`` before a value reaches the
/// store, so a number in the database always means the same thing.
public enum Metric: String, CaseIterable, Codable, Sendable, Comparable {
    /// Step count (unit: count). Cumulative: summed over a day.
    case steps
    /// Heart rate (unit: beats per minute). Discrete readings.
    case heartRate = "heart_rate"
    /// Resting heart rate, as computed by the vendor (unit: beats per minute).
    case restingHeartRate = "resting_heart_rate"
    /// Heart-rate variability as SDNN (Apple), milliseconds. Never mixed with RMSSD.
    case hrvSDNN = "hrv_sdnn"
    /// Heart-rate variability as RMSSD (Fitbit, Oura, WHOOP, ...), milliseconds.
    case hrvRMSSD = "hrv_rmssd"
    /// Respiratory rate (unit: breaths per minute).
    case respiratoryRate = "respiratory_rate"
    /// A vendor's total time asleep for one sleep period, minutes, when the export has no stage
    /// timing (Garmin, WHOOP, Withings, Fitabase). See ``SleepTotal``.
    case sleepTotalAsleep = "sleep_total_asleep"
    /// A vendor's total time in bed for one sleep period, minutes.
    case sleepTotalInBed = "sleep_total_in_bed"
    /// A vendor's total awake time within one sleep period, minutes.
    case sleepTotalAwake = "sleep_total_awake"
    /// A vendor's total light ("core") sleep for one sleep period, minutes.
    case sleepTotalLight = "sleep_total_light"
    /// A vendor's total deep sleep for one sleep period, minutes.
    case sleepTotalDeep = "sleep_total_deep"
    /// A vendor's total REM sleep for one sleep period, minutes.
    case sleepTotalREM = "sleep_total_rem"

    /// The canonical unit of the metric.
    public var unit: CanonicalUnit {
        switch self {
        case .steps: .count
        case .heartRate, .restingHeartRate: .beatsPerMinute
        case .hrvSDNN, .hrvRMSSD: .milliseconds
        case .respiratoryRate: .breathsPerMinute
        case .sleepTotalAsleep, .sleepTotalInBed, .sleepTotalAwake, .sleepTotalLight, .sleepTotalDeep, .sleepTotalREM:
            .minutes
        }
    }

    /// Whether values add up over time (steps) rather than being separate readings (heart rate).
    ///
    /// Cumulative metrics need source de-duplication (a phone and a watch count the same steps);
    /// discrete readings are all kept.
    public var isCumulative: Bool { self == .steps }

    public static func < (lhs: Metric, rhs: Metric) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The unit a canonical metric is stored in.
public enum CanonicalUnit: String, Codable, Sendable {
    case count
    case beatsPerMinute = "bpm"
    case milliseconds = "ms"
    case breathsPerMinute = "breaths/min"
    case minutes = "min"
}
