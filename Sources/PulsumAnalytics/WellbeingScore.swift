/// A day's wellbeing score: 0–100 where 50 is your typical day, with its explanation.
///
/// A trend indicator against your own history, not a clinical measurement.
/// Encodes as `{"value", "contributions", "coverage", "confidence", "reason", "missing"}`;
/// `value` is `null` (with `reason`) when there is too little data to score honestly.
public struct WellbeingScore: Hashable, Sendable, Codable {
    /// The score, or `nil` when there is too little data.
    public var value: Double?
    /// Points each present component adds to (or takes from) 50; they sum to `value − 50`.
    public var contributions: [ScoreComponent: Double]
    /// Sum of the published weights of the components present (0–1).
    public var coverage: Double
    /// `coverage` discounted for provisional baselines (trusted counts 1, provisional 0.5), 0–1.
    public var confidence: Double
    /// Why there is no score; `nil` when there is one.
    public var reason: String?
    /// Why each absent component is absent.
    public var missing: [ScoreComponent: String]

    /// Creates a score.
    public init(value: Double?, contributions: [ScoreComponent: Double], coverage: Double, confidence: Double,
                reason: String?, missing: [ScoreComponent: String]) {
        self.value = value
        self.contributions = contributions
        self.coverage = coverage
        self.confidence = confidence
        self.reason = reason
        self.missing = missing
    }

    enum CodingKeys: String, CodingKey { case value, contributions, coverage, confidence, reason, missing }

    /// Decodes the encoded form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decodeIfPresent(Double.self, forKey: .value)
        contributions = try StringKeys.decode(container.decode([String: Double].self, forKey: .contributions))
        coverage = try container.decode(Double.self, forKey: .coverage)
        confidence = try container.decode(Double.self, forKey: .confidence)
        reason = try container.decodeIfPresent(String.self, forKey: .reason)
        missing = try StringKeys.decode(container.decode([String: String].self, forKey: .missing))
    }

    /// Encodes every key, `null` for an absent value or reason.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(StringKeys.encode(contributions), forKey: .contributions)
        try container.encode(coverage, forKey: .coverage)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(reason, forKey: .reason)
        try container.encode(StringKeys.encode(missing), forKey: .missing)
    }
}

/// Converts dictionaries keyed by string enums to and from `[String: V]`, so they encode as JSON
/// objects rather than arrays. Unknown keys are dropped on decoding.
enum StringKeys {
    static func encode<K: RawRepresentable<String>, V>(_ dictionary: [K: V]) -> [String: V] {
        Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key.rawValue, $0.value) })
    }

    static func decode<K: RawRepresentable<String> & Hashable, V>(_ dictionary: [String: V]) -> [K: V] {
        var result: [K: V] = [:]
        for (name, value) in dictionary { if let key = K(rawValue: name) { result[key] = value } }
        return result
    }
}
