import PulsumCore

/// Converts a value written in a vendor's unit into the metric's canonical unit.
///
/// | metric | accepted units (case-insensitive) |
/// |---|---|
/// | steps | `count`, `steps`, empty |
/// | heart_rate, resting_heart_rate | `bpm`, `count/min`, `beats/min`, `1/min`, `/min`; `count/s`, `Hz` (× 60) |
/// | hrv_sdnn, hrv_rmssd | `ms`; `s` (× 1000) |
/// | respiratory_rate | `breaths/min`, `count/min`, `brpm`, `/min`; `count/s` (× 60) |
/// | sleep_total_* | `min`; `s`, `h`, `ms` (converted to minutes) |
public enum UnitConversion {
    /// The value in canonical units, or `nil` when the unit is not one the metric can be in.
    public static func toCanonical(_ value: Double, unit rawUnit: some StringProtocol, metric: Metric) -> Double? {
        let unit = rawUnit.lowercased().trimmingWhitespace
        switch metric {
        case .steps:
            return ["", "count", "steps", "step"].contains(unit) ? value : nil
        case .heartRate, .restingHeartRate, .respiratoryRate:
            switch unit {
            case "bpm", "count/min", "beats/min", "1/min", "/min", "breaths/min", "brpm", "rpm": return value
            case "count/s", "hz", "1/s", "/s": return value * 60
            default: return nil
            }
        case .hrvSDNN, .hrvRMSSD:
            switch unit {
            case "ms", "msec", "millisecond", "milliseconds": return value
            case "s", "sec", "second", "seconds": return value * 1000
            default: return nil
            }
        case .sleepTotalAsleep, .sleepTotalInBed, .sleepTotalAwake, .sleepTotalLight, .sleepTotalDeep, .sleepTotalREM:
            return durationSeconds(value, unit: unit).map { $0 / 60 }
        }
    }

    /// Converts a duration to seconds; units `s`, `min`, `h`, `ms`.
    public static func durationSeconds(_ value: Double, unit rawUnit: some StringProtocol) -> Double? {
        switch rawUnit.lowercased().trimmingWhitespace {
        case "s", "sec", "second", "seconds": value
        case "min", "minute", "minutes": value * 60
        case "h", "hr", "hour", "hours": value * 3600
        case "ms": value / 1000
        default: nil
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
