import PulsumCore

/// Everything the analytics say about one day: baselines, features, score and data quality.
///
/// Encodes as `{"date": "YYYY-MM-DD", "feature_version", "input_hash", "baselines": {metric: ...},
/// "features": {...}, "score": {...}, "data_quality": [...], "in_progress": bool}` with the metric keys of
/// `pulsum days --json`.
public struct DayAnalysis: Hashable, Sendable, Codable {
    /// The analysed day.
    public var date: LocalDate
    /// ``FeatureVector/currentVersion`` at the time of computing.
    public var featureVersion: String
    /// Hash of every input the analysis depends on (see ``DayAnalyzer/inputHash(history:day:)``).
    public var inputHash: String
    /// Each metric's baseline for the day.
    public var baselines: [DailyMetricKey: Baseline]
    /// The day's features.
    public var features: FeatureVector
    /// The day's wellbeing score.
    public var score: WellbeingScore
    /// Values of the day that were rejected, and why.
    public var dataQuality: [DataQualityNote]
    /// Whether the day was still in progress when analysed (see ``DayCompleteness``): its
    /// partial-day metrics were withheld from the score.
    public var inProgress: Bool

    /// Creates an analysis.
    public init(date: LocalDate, featureVersion: String, inputHash: String, baselines: [DailyMetricKey: Baseline],
                features: FeatureVector, score: WellbeingScore, dataQuality: [DataQualityNote],
                inProgress: Bool = false) {
        self.date = date
        self.featureVersion = featureVersion
        self.inputHash = inputHash
        self.baselines = baselines
        self.features = features
        self.score = score
        self.dataQuality = dataQuality
        self.inProgress = inProgress
    }

    enum CodingKeys: String, CodingKey {
        case date, baselines, features, score
        case featureVersion = "feature_version"
        case inputHash = "input_hash"
        case dataQuality = "data_quality"
        case inProgress = "in_progress"
    }

    /// Decodes the encoded form; a malformed date is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .date)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(forKey: .date, in: container,
                                                   debugDescription: "not a YYYY-MM-DD date: \(text)")
        }
        self.date = date
        featureVersion = try container.decode(String.self, forKey: .featureVersion)
        inputHash = try container.decode(String.self, forKey: .inputHash)
        baselines = try StringKeys.decode(container.decode([String: Baseline].self, forKey: .baselines))
        features = try container.decode(FeatureVector.self, forKey: .features)
        score = try container.decode(WellbeingScore.self, forKey: .score)
        dataQuality = try container.decode([DataQualityNote].self, forKey: .dataQuality)
        inProgress = try container.decodeIfPresent(Bool.self, forKey: .inProgress) ?? false
    }

    /// Encodes with string keys and the date as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date.description, forKey: .date)
        try container.encode(featureVersion, forKey: .featureVersion)
        try container.encode(inputHash, forKey: .inputHash)
        try container.encode(StringKeys.encode(baselines), forKey: .baselines)
        try container.encode(features, forKey: .features)
        try container.encode(score, forKey: .score)
        try container.encode(dataQuality, forKey: .dataQuality)
        try container.encode(inProgress, forKey: .inProgress)
    }
}
