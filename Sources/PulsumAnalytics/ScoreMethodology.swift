/// The score's method in a few lines, for `--help` texts and reports; built from the constants
/// the scorer and the default ``BaselineConfig`` use, so it cannot drift from the code.
public enum ScoreMethodology {
    /// Plain text, about ten lines, wrapped for a terminal.
    public static var summary: String {
        let weights = ScoreComponent.allCases
            .map { "\($0.rawValue) \(Int(($0.weight * 100).rounded()))%" }
            .joined(separator: ", ")
        let baseline = BaselineConfig()
        return """
            Score: 0-100, where 50 is your typical day. Each metric is compared with your own \
            baseline: the median and MAD of the previous \(baseline.window) days (at least \(baseline.minimumCount) valid), \
            as a robust z-score turned so that higher is better and clipped to +-\(FeatureVector.limit.shortText). \
            Score = 50 + \(WellbeingScorer.pointsPerUnit.shortText) x the weighted mean z of the parts present \
            (weights renormalised): \(weights). Each score lists every part's contribution in points, \
            the coverage and the confidence; with under \(Int(WellbeingScorer.minimumCoverage * 100))% \
            of the weight present there is no score, and the reason says why. Baselines are \
            calibrating (under \(baseline.minimumCount) days), provisional (\(baseline.minimumCount)-\(baseline.trustedCount - 1)), \
            trusted (\(baseline.trustedCount)+) or stale (no value for \(baseline.staleAfterDays) days).

            The score is a trend indicator against your own history, not a clinical measurement, \
            and not medical advice.
            """
    }
}
