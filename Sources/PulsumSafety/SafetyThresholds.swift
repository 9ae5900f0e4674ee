/// Cosine-similarity thresholds of the embedding check (the README section "Safety screen"
/// has the calibration table they come from).
public struct SafetyThresholds: Sendable, Equatable {
    /// At or above: crisis on similarity alone.
    public var crisis: Float
    /// At or above (and below `crisis`): crisis when a distress or topic keyword is also present,
    /// caution otherwise.
    public var middle: Float
    /// At or above (and below `middle`): caution, so that an oblique crisis text the model only
    /// half recognises is never judged safe.
    public var caution: Float

    /// Thresholds for an experiment or another model; Pulsum uses `calibrated`.
    public init(crisis: Float, middle: Float, caution: Float) {
        self.crisis = crisis
        self.middle = middle
        self.caution = caution
    }

    /// Calibrated for all-MiniLM-L6-v2 and `Data/safety/crisis-prototypes.jsonl` on the
    /// project's labelled corpus (`Tests/Fixtures/safety/safety-corpus.jsonl`).
    public static let calibrated = SafetyThresholds(crisis: 0.62, middle: 0.55, caution: 0.45)
}
