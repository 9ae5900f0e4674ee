import PulsumCore

/// A part of the wellbeing score, with its published weight.
public enum ScoreComponent: String, CaseIterable, Codable, Sendable {
    /// Heart-rate variability (mean of the RMSSD and SDNN features that are present).
    case hrv
    /// Resting heart rate (lower than your normal is better).
    case restingHeartRate = "resting_heart_rate"
    /// Minutes asleep last night.
    case sleep
    /// The 7-day sleep balance.
    case sleepDebt7d = "sleep_debt_7d"
    /// Steps.
    case steps
    /// Respiratory rate (lower than your normal is better).
    case respiratoryRate = "respiratory_rate"

    /// The weight before renormalisation; the weights sum to 1.
    public var weight: Double {
        switch self {
        case .hrv: 0.25
        case .restingHeartRate: 0.20
        case .sleep: 0.20
        case .sleepDebt7d: 0.10
        case .steps: 0.15
        case .respiratoryRate: 0.10
        }
    }

    /// The features the component averages (in this order).
    public var features: [FeatureName] {
        switch self {
        case .hrv: [.hrvRMSSD, .hrvSDNN]
        case .restingHeartRate: [.restingHeartRate]
        case .sleep: [.sleepAsleep]
        case .sleepDebt7d: [.sleepDebt7d]
        case .steps: [.steps]
        case .respiratoryRate: [.respiratoryRate]
        }
    }
}
