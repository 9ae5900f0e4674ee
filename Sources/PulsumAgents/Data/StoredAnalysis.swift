import Foundation
import PulsumAnalytics
import PulsumCore
import PulsumStore

/// The one place a ``PulsumAnalytics/DayAnalysis`` is turned into the JSON of a `day_score` row
/// and back (key-sorted, so equal analyses are equal bytes).
enum StoredAnalysis {
    /// The row storing `analysis` as computed on the night of `night`.
    static func row(_ analysis: DayAnalysis, night: LocalDate) throws -> StoredDayScore {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return StoredDayScore(date: analysis.date, computedAsOf: night, featureVersion: analysis.featureVersion,
                              inputHash: analysis.inputHash,
                              json: String(decoding: try encoder.encode(analysis), as: UTF8.self))
    }

    /// The analysis a row stores; a row that cannot be decoded is reported as a damaged database.
    static func analysis(of row: StoredDayScore, database: String) throws -> DayAnalysis {
        do {
            return try JSONDecoder().decode(DayAnalysis.self, from: Data(row.json.utf8))
        } catch {
            throw PulsumError.corruptFile(path: database, reason: "the stored analysis of \(row.date) cannot be read; "
                + "run `pulsum nightly` to score the days again")
        }
    }
}
