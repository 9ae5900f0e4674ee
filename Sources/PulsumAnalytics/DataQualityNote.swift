import PulsumCore

/// A value of the day that was kept out of the analysis, and why.
public struct DataQualityNote: Hashable, Sendable, Codable {
    /// The metric the value belongs to.
    public var metric: DailyMetricKey
    /// The rejected value; `nil` when it was not a finite number (NaN or infinity).
    public var value: Double?
    /// Why it was rejected, in words.
    public var reason: String

    /// Creates a note.
    public init(metric: DailyMetricKey, value: Double?, reason: String) {
        self.metric = metric
        self.value = value
        self.reason = reason
    }

    /// The note for a value outside a profile's plausible range, or `nil` when it is plausible.
    static func check(_ value: Double, metric: DailyMetricKey, profile: MetricProfile) -> DataQualityNote? {
        if profile.isPlausible(value) { return nil }
        guard value.isFinite else {
            return DataQualityNote(metric: metric, value: nil, reason: "not a finite number; ignored")
        }
        let range = profile.plausibleRange
        return DataQualityNote(
            metric: metric, value: value,
            reason: "outside the plausible range \(range.lowerBound.shortText)–\(range.upperBound.shortText); ignored")
    }
}

extension Double {
    /// The number without a trailing `.0` when it is whole (`5`, `0.3`).
    var shortText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
