import PulsumAnalytics
import PulsumCore
import PulsumStore

/// The scoring half of a nightly run: analyses days and stores those whose inputs changed.
///
/// Used by the ``DataAgent`` (the only database writer). The night of `asOf` analyses every day
/// from the first day of the history through `asOf`, each from days up to itself only, and adds
/// a `day_score` row only for days whose feature version or input hash differs from what is
/// stored: re-running the same night is harmless and a quiet night writes one row.
public struct DayScoring: Sendable {
    /// What a run did.
    public struct Outcome: Sendable {
        /// Days analysed and stored because their inputs changed (oldest first).
        public var recomputed: [LocalDate]
        /// The analysis of `asOf`, whether recomputed or unchanged (`nil` with no history).
        public var latest: DayAnalysis?
    }

    private let database: PulsumDatabase
    private let analyzer: DayAnalyzer

    /// Scores into `database` with the given method.
    public init(database: PulsumDatabase, analyzer: DayAnalyzer = DayAnalyzer()) {
        self.database = database
        self.analyzer = analyzer
    }

    /// Runs the night of `asOf` over `history`: analyses every day from the first day of data
    /// through the last day of data on or before `asOf` (entries after `asOf` are ignored, so a
    /// night never looks ahead); rows are labelled as computed on the night of `asOf`.
    public func run(history: [DailyMetrics], asOf: LocalDate) throws -> Outcome {
        let known = history.lazy.map(\.date).filter { $0 <= asOf }
        guard let first = known.min(), let last = known.max() else {
            return Outcome(recomputed: [], latest: nil)
        }
        let visible = history.filter { $0.date <= asOf }
        let days = first...last
        let hashes = analyzer.inputHashes(history: visible, days: days)
        let stored = try database.dayScoreKeys(in: days, asOf: asOf)
        let changed = hashes.enumerated().compactMap { offset, hash -> LocalDate? in
            let day = first.adding(days: offset)
            let known = stored[day]
            return known?.featureVersion == FeatureVector.currentVersion && known?.inputHash == hash ? nil : day
        }
        guard let firstChanged = changed.first else {
            return Outcome(recomputed: [], latest: analyzer.analyze(history: visible, day: last))
        }
        let analyses = analyzer.analyze(history: visible, days: firstChanged...last)
        let changedSet = Set(changed)
        let rows = try analyses.filter { changedSet.contains($0.date) }.map { try StoredAnalysis.row($0, night: asOf) }
        try database.saveDayScores(rows)
        return Outcome(recomputed: changed, latest: analyses.last)
    }
}
