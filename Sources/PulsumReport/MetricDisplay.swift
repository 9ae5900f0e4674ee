import PulsumAnalytics
import PulsumCore

/// How a daily metric is named and its values written for people: "resting HR 58 bpm",
/// sleep as `7h23`, steps as `8,412`.
public struct MetricDisplay: Hashable, Sendable {
    /// The metric.
    public var key: DailyMetricKey

    /// The display of a metric.
    public init(_ key: DailyMetricKey) { self.key = key }

    /// A short name ("resting HR", "HRV (SDNN)").
    public var name: String {
        switch key {
        case .steps: "steps"
        case .heartRateMean: "heart rate (mean)"
        case .heartRateMin: "heart rate (lowest)"
        case .heartRateMax: "heart rate (highest)"
        case .restingHeartRate: "resting HR"
        case .hrvSDNN: "HRV (SDNN)"
        case .hrvRMSSD: "HRV (RMSSD)"
        case .respiratoryRate: "breathing rate"
        case .sleepAsleep: "sleep"
        case .sleepInBed: "time in bed"
        case .sleepAwake: "awake in bed"
        case .sleepCore: "core sleep"
        case .sleepDeep: "deep sleep"
        case .sleepREM: "REM sleep"
        case .nap: "naps"
        }
    }

    /// The unit written after a value ("bpm"), empty for durations and steps.
    public var unit: String {
        switch key {
        case .heartRateMean, .heartRateMin, .heartRateMax, .restingHeartRate: "bpm"
        case .hrvSDNN, .hrvRMSSD: "ms"
        case .respiratoryRate: "br/min"
        case .steps, .sleepAsleep, .sleepInBed, .sleepAwake, .sleepCore, .sleepDeep, .sleepREM, .nap: ""
        }
    }

    /// Whether values are minutes, written as hours and minutes.
    public var isDuration: Bool {
        switch key {
        case .sleepAsleep, .sleepInBed, .sleepAwake, .sleepCore, .sleepDeep, .sleepREM, .nap: true
        default: false
        }
    }

    /// A value without its unit: `7h23`, `8,412`, `58`, `14.6`.
    public func number(_ value: Double) -> String {
        if isDuration { return Self.duration(minutes: value) }
        switch key {
        case .steps: return Self.grouped(Int(value.rounded()))
        case .respiratoryRate: return Self.decimal(value, places: 1)
        default: return String(Int(value.rounded()))
        }
    }

    /// A value with its unit: "58 bpm", "7h23", "8,412 steps".
    public func text(_ value: Double) -> String {
        if key == .steps { return number(value) + " steps" }
        return unit.isEmpty ? number(value) : number(value) + " " + unit
    }

    /// The usual range (median ± scale) as "54–57" with the unit: "54–57 bpm".
    public func range(low: Double, high: Double) -> String {
        let span = number(low) + "–" + number(high)
        return unit.isEmpty ? span : span + " " + unit
    }

    /// Minutes as `7h23` (`0h45`, `12h00`); negative values get a minus sign.
    public static func duration(minutes: Double) -> String {
        let total = Int(minutes.rounded())
        let magnitude = abs(total)
        let rest = magnitude % 60
        return (total < 0 ? "-" : "") + "\(magnitude / 60)h" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// A whole number with thousands separators: `12,345`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// A number with a fixed count of decimals, rounded half away from zero, never `-0`.
    public static func decimal(_ value: Double, places: Int) -> String {
        var factor = 1
        for _ in 0..<places { factor *= 10 }
        let scaled = Int((abs(value) * Double(factor)).rounded())
        let whole = scaled / factor
        let fraction = scaled % factor
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: places - digits.count) + digits
    }

    /// A clock time from minutes after midnight (wrapping): `23:05`, `07:30`.
    public static func clock(minutes: Int) -> String {
        let wrapped = ((minutes % 1440) + 1440) % 1440
        let hour = wrapped / 60
        let minute = wrapped % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// The metric a score component is read from, for its "value, usual range" line.
    public static func metric(of component: ScoreComponent, in baselines: [DailyMetricKey: Baseline]) -> DailyMetricKey {
        let metrics = component.features.map(\.metric)
        return metrics.first { baselines[$0]?.z != nil } ?? metrics.first { baselines[$0] != nil } ?? metrics[0]
    }

    /// A score component's name for people.
    public static func name(of component: ScoreComponent) -> String {
        switch component {
        case .hrv: "HRV"
        case .restingHeartRate: "resting HR"
        case .sleep: "sleep"
        case .sleepDebt7d: "7-day sleep balance"
        case .steps: "steps"
        case .respiratoryRate: "breathing rate"
        }
    }
}
