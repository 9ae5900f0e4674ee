import PulsumCore

/// What Pulsum does with an Apple Health record `type`.
enum AppleRecordKind: Sendable {
    /// A quantity stored as a sample of this metric.
    case quantity(Metric)
    /// `HKCategoryTypeIdentifierSleepAnalysis`: a sleep segment.
    case sleep
    /// Any other type: counted as skipped under this name.
    case other(String)

    /// The record types Pulsum reads (the rest are skipped, not rejected).
    static let quantities: [String: Metric] = [
        "HKQuantityTypeIdentifierHeartRate": .heartRate,
        "HKQuantityTypeIdentifierRestingHeartRate": .restingHeartRate,
        "HKQuantityTypeIdentifierHeartRateVariabilitySDNN": .hrvSDNN,
        "HKQuantityTypeIdentifierRespiratoryRate": .respiratoryRate,
        "HKQuantityTypeIdentifierStepCount": .steps,
    ]

    static func classify(_ type: String) -> AppleRecordKind {
        if type == "HKCategoryTypeIdentifierSleepAnalysis" { return .sleep }
        if let metric = quantities[type] { return .quantity(metric) }
        return .other(type)
    }

    /// The stage of a `SleepAnalysis` value: the `HKCategoryValueSleepAnalysis…` names or the
    /// raw numbers older exports write (0 in bed, 1 asleep, 2 awake, 3 core, 4 deep, 5 REM).
    static func sleepStage(_ value: String) -> SleepStage? {
        let name = value.hasPrefix("HKCategoryValueSleepAnalysis")
            ? String(value.dropFirst("HKCategoryValueSleepAnalysis".count)) : value
        switch name {
        case "InBed", "0": return .inBed
        case "Asleep", "AsleepUnspecified", "1": return .asleepUnspecified
        case "Awake", "2": return .awake
        case "AsleepCore", "3": return .core
        case "AsleepDeep", "4": return .deep
        case "AsleepREM", "5": return .rem
        default: return nil
        }
    }
}
