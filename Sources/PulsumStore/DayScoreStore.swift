import GRDB
import PulsumCore

/// One stored day analysis (the `day_score` table): the JSON of the analysis of `date` as the
/// nightly run of `computedAsOf` computed it.
public struct StoredDayScore: Hashable, Sendable {
    /// The analysed day.
    public var date: LocalDate
    /// The night (local day) whose run computed it.
    public var computedAsOf: LocalDate
    /// The feature version the analysis used.
    public var featureVersion: String
    /// The hash of the analysis inputs (see `DayAnalyzer.inputHash`).
    public var inputHash: String
    /// The analysis as JSON (the `pulsum days --json` fields).
    public var json: String

    /// Creates a row.
    public init(date: LocalDate, computedAsOf: LocalDate, featureVersion: String, inputHash: String, json: String) {
        self.date = date
        self.computedAsOf = computedAsOf
        self.featureVersion = featureVersion
        self.inputHash = inputHash
        self.json = json
    }

    /// Whether this stored row still answers for an analysis with these inputs.
    public func matches(featureVersion: String, inputHash: String) -> Bool {
        self.featureVersion == featureVersion && self.inputHash == inputHash
    }
}

extension PulsumDatabase {
    /// For each day in `days`, the latest stored analysis computed on or before night `asOf`
    /// (what the night of `asOf` knew), in date order. Days never computed by then are absent.
    public func dayScores(in days: ClosedRange<LocalDate>, asOf: LocalDate) throws -> [StoredDayScore] {
        try latestDayScores(in: days, asOf: asOf, columns: "d.json").map { date, row in
            let asOfText: String = row[1]
            guard let computed = LocalDate(iso: asOfText) else { throw malformedDate(asOfText) }
            return StoredDayScore(date: date, computedAsOf: computed, featureVersion: row[2], inputHash: row[3],
                                  json: row[4])
        }
    }

    /// For each day in `days`, the feature version and input hash of the latest analysis computed
    /// on or before night `asOf` (without the JSON: cheap enough to check ten years every night).
    public func dayScoreKeys(in days: ClosedRange<LocalDate>, asOf: LocalDate) throws
        -> [LocalDate: (featureVersion: String, inputHash: String)]
    {
        var keys: [LocalDate: (featureVersion: String, inputHash: String)] = [:]
        for (date, row) in try latestDayScores(in: days, asOf: asOf, columns: "NULL") { keys[date] = (row[2], row[3]) }
        return keys
    }

    /// Rows `date, computed_as_of, feature_version, input_hash, <extra column>` of the latest
    /// analysis of each day computed by night `asOf`, in date order, with the parsed date.
    private func latestDayScores(in days: ClosedRange<LocalDate>, asOf: LocalDate,
                                 columns extra: String) throws -> [(LocalDate, Row)] {
        try queue.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT d.date, d.computed_as_of, d.feature_version, d.input_hash, \(extra)
                FROM day_score d
                WHERE d.date BETWEEN ? AND ? AND d.computed_as_of = (
                    SELECT max(computed_as_of) FROM day_score
                    WHERE date = d.date AND computed_as_of <= ?)
                ORDER BY d.date
                """, arguments: [days.lowerBound.description, days.upperBound.description, asOf.description])
            return try rows.map { row in
                let dateText: String = row[0]
                guard let date = LocalDate(iso: dateText) else { throw malformedDate(dateText) }
                return (date, row)
            }
        }
    }

    private func malformedDate(_ text: String) -> PulsumError {
        .corruptFile(path: path, reason: "the day_score table holds a malformed date \(text)")
    }

    /// The most recent day analysed on or before night `asOf`, as that night knew it.
    public func latestDayScore(asOf: LocalDate) throws -> StoredDayScore? {
        let newest = try queue.read { db in
            try String.fetchOne(db, sql: "SELECT max(date) FROM day_score WHERE date <= ? AND computed_as_of <= ?",
                                arguments: [asOf.description, asOf.description])
        }
        guard let newest, let day = LocalDate(iso: newest) else { return nil }
        return try dayScores(in: day...day, asOf: asOf).first
    }

    /// Stores analyses in one transaction; a row for the same day and night is replaced.
    public func saveDayScores(_ scores: [StoredDayScore]) throws {
        try queue.write { db in
            let statement = try db.makeStatement(sql: """
                INSERT OR REPLACE INTO day_score (date, computed_as_of, feature_version, input_hash, json)
                VALUES (?, ?, ?, ?, ?)
                """)
            for score in scores {
                try statement.execute(arguments: [score.date.description, score.computedAsOf.description,
                                                  score.featureVersion, score.inputHash, score.json])
            }
        }
    }
}
