/// The fixed vocabulary of situations a micro-moment can fit.
///
/// Two kinds:
/// - **measured** situations are read from today's day features (z-scores against the person's
///   own baseline, higher is better; see ``signal``): short sleep, high resting heart rate, …;
/// - **stated** situations come from what the person says or from the clock (`stressed`,
///   `restless_evening`, …); the caller puts them in the context as `situation name → 0…1`.
public enum Situation: String, Codable, CaseIterable, Sendable, Comparable {
    /// Last night's sleep was short for this person.
    case shortSleep = "short_sleep"
    /// Sleep has been short for several nights (7-day debt).
    case sleepDebt = "sleep_debt"
    /// Resting heart rate is above the person's normal range.
    case highRestingHR = "high_resting_hr"
    /// Heart-rate variability is below the person's normal range.
    case lowHRV = "low_hrv"
    /// Fewer steps than usual.
    case sedentaryDay = "sedentary_day"
    /// Many more steps than usual (a demanding day).
    case highActivity = "high_activity"
    /// Breathing rate during sleep is above the person's normal range.
    case highRespiratoryRate = "high_respiratory_rate"
    /// The person says they feel stressed or under pressure.
    case stressed
    /// The person says they feel anxious or worried.
    case anxious
    /// Keyed up, restless, unable to settle.
    case wired
    /// Tired, flat, low on energy.
    case lowEnergy = "low_energy"
    /// Low or down mood.
    case poorMood = "poor_mood"
    /// Trouble concentrating.
    case lowFocus = "low_focus"
    /// Evening, trying to wind down.
    case restlessEvening = "restless_evening"
    /// Sitting at a desk or in front of a screen.
    case atDesk = "at_desk"
    /// Early in the day.
    case morning

    /// Alphabetical by name.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A short human phrase for search text and explanations.
    public var phrase: String { rawValue.replacingOccurrences(of: "_", with: " ") }

    /// For measured situations: which day features say "this situation is present today" and in
    /// which direction. `nil` for stated situations.
    public var signal: DaySignal? {
        switch self {
        case .shortSleep: DaySignal(features: ["sleep_asleep"], direction: -1)
        case .sleepDebt: DaySignal(features: ["sleep_debt_7d"], direction: -1)
        case .highRestingHR: DaySignal(features: ["resting_heart_rate"], direction: -1)
        case .lowHRV: DaySignal(features: ["hrv_rmssd", "hrv_sdnn"], direction: -1)
        case .sedentaryDay: DaySignal(features: ["steps"], direction: -1)
        case .highActivity: DaySignal(features: ["steps"], direction: 1)
        case .highRespiratoryRate: DaySignal(features: ["respiratory_rate"], direction: -1)
        case .stressed, .anxious, .wired, .lowEnergy, .poorMood, .lowFocus, .restlessEvening, .atDesk, .morning: nil
        }
    }
}

/// Which day features reveal a measured situation, and whether high (+1) or low (−1) values do.
///
/// Day features are the names and orientation of PulsumAnalytics' feature vector: robust
/// z-scores against the person's own baseline, oriented so that higher is better (resting heart
/// rate and respiratory rate enter as −z), winsorized to ±4.
public struct DaySignal: Hashable, Sendable {
    /// Context keys, tried in order; the strongest present one counts (SDNN or RMSSD for HRV).
    public var features: [String]
    /// +1 when high values mean the situation is present, −1 when low values do.
    public var direction: Double
}
