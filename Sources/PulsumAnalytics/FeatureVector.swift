import PulsumCore

/// The named features of a day. Every feature is a robust z-score oriented so that higher is
/// better for the person, winsorized to ±``FeatureVector/limit``.
public enum FeatureName: String, CaseIterable, Codable, Sendable, Comparable {
    /// z of HRV as SDNN (Apple). Higher HRV is better.
    case hrvSDNN = "hrv_sdnn"
    /// z of HRV as RMSSD (Fitbit, Oura, WHOOP). Higher HRV is better.
    case hrvRMSSD = "hrv_rmssd"
    /// −z of resting heart rate: a resting heart rate above your normal gives a negative value.
    case restingHeartRate = "resting_heart_rate"
    /// z of minutes asleep in the main sleep that ended that day.
    case sleepAsleep = "sleep_asleep"
    /// Mean z of minutes asleep over the last 7 days (today included, missing days skipped,
    /// at least 3 needed), against today's sleep baseline: negative = sleep debt in scale units.
    /// 7 · scale · this value is the net sleep surplus (positive) or debt (negative) in minutes.
    case sleepDebt7d = "sleep_debt_7d"
    /// z of the day's step count.
    case steps
    /// −z of respiratory rate: breathing faster than your normal (an early sign of strain or
    /// illness) gives a negative value.
    case respiratoryRate = "respiratory_rate"

    /// The daily metric the feature is the z-score of.
    public var metric: DailyMetricKey {
        switch self {
        case .hrvSDNN: .hrvSDNN
        case .hrvRMSSD: .hrvRMSSD
        case .restingHeartRate: .restingHeartRate
        case .sleepAsleep, .sleepDebt7d: .sleepAsleep
        case .steps: .steps
        case .respiratoryRate: .respiratoryRate
        }
    }

    /// +1 when a higher metric value is better, −1 when lower is better.
    var direction: Double {
        switch self {
        case .restingHeartRate, .respiratoryRate: -1
        default: 1
        }
    }

    public static func < (lhs: FeatureName, rhs: FeatureName) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// A day's feature vector: fixed names in a fixed order, a value or `nil` (missing) for each.
///
/// Encodes as `{"version": "...", "values": {name: number or null}, "coverage": fraction}`.
public struct FeatureVector: Hashable, Sendable, Codable {
    /// The version of the feature definitions; changes whenever a definition changes.
    public static let currentVersion = "features-v1"
    /// Winsorization limit: every feature lies in `-limit ... limit`.
    public static let limit = 4.0

    /// The version the vector was built with.
    public var version: String
    /// The present features. Missing features have no entry.
    public var values: [FeatureName: Double]

    /// Creates a vector.
    public init(version: String = FeatureVector.currentVersion, values: [FeatureName: Double]) {
        self.version = version
        self.values = values
    }

    /// The value of a feature, or `nil` when missing.
    public subscript(name: FeatureName) -> Double? { values[name] }

    /// One flag per ``FeatureName/allCases`` entry, in that order: `true` when present.
    public var coverageMask: [Bool] { FeatureName.allCases.map { values[$0] != nil } }

    /// The values in ``FeatureName/allCases`` order with 0 for missing ones, next to
    /// ``coverageMask`` (the form a model takes).
    public var dense: [Double] { FeatureName.allCases.map { values[$0] ?? 0 } }

    /// Fraction of features present.
    public var coverage: Double {
        Double(values.count) / Double(FeatureName.allCases.count)
    }

    enum CodingKeys: String, CodingKey { case version, values, coverage }

    /// Decodes the encoded form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(String.self, forKey: .version)
        let named = try container.decode([String: Double?].self, forKey: .values)
        var values: [FeatureName: Double] = [:]
        for (name, value) in named {
            if let feature = FeatureName(rawValue: name), let value { values[feature] = value }
        }
        self.values = values
    }

    /// Encodes every feature name, `null` for missing ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        var named: [String: Double?] = [:]
        for name in FeatureName.allCases { named[name.rawValue] = .some(values[name]) }
        try container.encode(named, forKey: .values)
        try container.encode(coverage, forKey: .coverage)
    }
}
