import Foundation
import GRDB
import PulsumAgents
import PulsumAnalytics
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing

/// The SQL views of docs/sql.md, on the bundled 60-day sample: every documented query runs and
/// answers, and the views agree with what Pulsum itself computed.
@Suite("SQL views for sqlite3 and Datasette", .serialized)
struct QueryViewTests {
    static let lastNight = LocalDate(iso: "2024-04-29")

    /// Imports and scores the bundled sample in a fresh data folder, then runs `body` on a
    /// read-only connection, as a person with sqlite3 would.
    static func withScoredSample(_ body: (DatabaseQueue, DataAgent) async throws -> Void) async throws {
        let home = try TestPaths.temporaryDirectory("pulsum-sql-views")
        defer { try? FileManager.default.removeItem(at: home) }
        let agent = Orchestrator(folder: DataDirectory(url: home)).dataAgent()
        _ = try await agent.ingest(paths: [TestPaths.repositoryRoot.appendingPathComponent("Data/samples").path])
        _ = try await agent.score(asOf: try #require(lastNight))
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: home.appendingPathComponent("pulsum.sqlite").path, configuration: configuration)
        try await body(queue, agent)
    }

    /// The ```sql blocks of docs/sql.md.
    static func documentedQueries() throws -> [String] {
        let text = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/sql.md"), encoding: .utf8)
        return text.components(separatedBy: "```sql\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test("every query of docs/sql.md runs on the sample and returns rows")
    func documentedQueriesAnswer() async throws {
        let queries = try Self.documentedQueries()
        #expect(queries.count >= 8)
        try await Self.withScoredSample { queue, _ in
            for query in queries {
                let rows = try queue.read { try Row.fetchAll($0, sql: query) }
                #expect(!rows.isEmpty, "no rows: \(query)")
                #expect(!query.contains("json_extract") && !query.contains("unixepoch"), "\(query)")
            }
        }
    }

    @Test("daily has one column per daily metric, and its values are the stored daily metrics")
    func dailyMatchesDays() async throws {
        try await Self.withScoredSample { queue, agent in
            let columns = try await queue.read { try $0.columns(in: "daily").map(\.name) }
            #expect(columns == ["date"] + DailyMetricKey.allCases.map { $0 == .steps ? "steps_count" : $0.rawValue })
            let days = try await agent.days()
            let last = try #require(days.last)
            let found = try queue.read { try Row.fetchOne($0, sql: "SELECT * FROM daily WHERE date = ?",
                                                                arguments: [last.date.description]) }
            let row = try #require(found)
            for key in DailyMetricKey.allCases {
                let column = key == .steps ? "steps_count" : key.rawValue
                #expect(row[column] as Double? == last[key], "\(column)")
            }
            let rows = try await queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM daily") }
            #expect(rows == days.count)
        }
    }

    @Test("scores shows the latest night's score of each day, one column per contribution")
    func scoresMatchAnalysis() async throws {
        try await Self.withScoredSample { queue, agent in
            let night = try #require(Self.lastNight)
            let latest = try await agent.latestAnalysis(asOf: night)
            let analysis = try #require(latest)
            let found = try queue.read { try Row.fetchOne($0, sql: "SELECT * FROM scores WHERE date = ?",
                                                                arguments: [analysis.date.description]) }
            let row = try #require(found)
            let score: Double? = row["score"]
            #expect(score == analysis.score.value)
            for component in ScoreComponent.allCases {
                #expect(row["\(component.rawValue)_points"] as Double? == analysis.score.contributions[component],
                        "\(component)")
            }
            let duplicates = try await queue.read {
                try Int.fetchOne($0, sql: "SELECT count(*) - count(DISTINCT date) FROM scores")
            }
            #expect(duplicates == 0)
        }
    }

    @Test("samples_local shows local ISO times with the recorded offset, units and sources")
    func samplesLocal() async throws {
        try await Self.withScoredSample { queue, _ in
            let found = try queue.read {
                try Row.fetchOne($0, sql: """
                    SELECT * FROM samples_local WHERE metric = 'sleep' AND stage = 'in_bed'
                    ORDER BY start_local LIMIT 1
                    """)
            }
            let row = try #require(found)
            // The sample's first line: sleep,2024-02-29T23:03:00+01:00,2024-03-01T06:51:02+01:00,in_bed,,Sample Watch
            #expect(row["start_local"] as String? == "2024-02-29T23:03:00+01:00")
            #expect(row["end_local"] as String? == "2024-03-01T06:51:02+01:00")
            #expect(row["local_date"] as String? == "2024-02-29")
            #expect(row["source"] as String? == "Sample Watch")
            #expect(row["unit"] as String? == "min")
            let units = try await queue.read { try [String: String](uniqueKeysWithValues:
                Row.fetchAll($0, sql: "SELECT metric, unit FROM metric_unit").map { ($0["metric"], $0["unit"]) }) }
            #expect(units == [String: String](uniqueKeysWithValues: Metric.allCases.map { ($0.rawValue, $0.unit.rawValue) }))
            let withoutUnit = try await queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM samples_local WHERE unit IS NULL") }
            #expect(withoutUnit == 0)
        }
    }
}
