import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum days`: the daily metrics computed from everything imported.
struct Days: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the daily metrics (steps, heart rate, HRV, sleep, …) per local calendar day.",
        discussion: """
            Days are local calendar days: a record's own time zone (Apple's HKTimeZone) when it \
            has one, else the offset written with it. Sleep counts on the day you woke up: the \
            main sleep of a day is the session with the most time asleep that ends on it; other \
            sleep that day is reported as nap_min. Steps recorded by several devices are counted \
            once (see `pulsum ingest --help`, --source-priority).

            A metric with no data on a day is absent (shown as "-"), never 0. Metrics are \
            recomputed by `pulsum ingest` for the days an import touched.

            --json prints [{"date": "YYYY-MM-DD", "metrics": {"steps": …, "heart_rate_mean_bpm": …}}] \
            with the keys steps, heart_rate_mean_bpm, heart_rate_min_bpm, heart_rate_max_bpm, \
            resting_heart_rate_bpm, hrv_sdnn_ms, hrv_rmssd_ms, respiratory_rate_bpm, \
            sleep_asleep_min, sleep_in_bed_min, sleep_awake_min, sleep_core_min, sleep_deep_min, \
            sleep_rem_min, nap_min. Days scored by `pulsum nightly` also carry "baselines" \
            ({metric: {"median", "mad", "scale", "n", "z", "status"}}), "features", "score" \
            ({"value", "contributions", "coverage", "confidence", "reason"}) and "data_quality".

            --as-of DAY shows days up to DAY with the baselines, features and score exactly as the \
            nightly run of DAY computed them (later data never leaks in); the metrics are the \
            values stored now.

            \(ExitStatus.help([
                (.success, "on success (also when there are no days yet)"),
                (.failure, "when the database cannot be read"),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("First day to show (YYYY-MM-DD).", valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp("Last day to show (YYYY-MM-DD).", valueName: "day"))
    var to: String?

    @Option(help: ArgumentHelp("Show what the nightly run of this day computed (no later data).", valueName: "day"))
    var asOf: String?

    func validate() throws {
        for (name, value) in [("--from", from), ("--to", to), ("--as-of", asOf)] {
            if let value, LocalDate(iso: value) == nil {
                throw ValidationError("\(name) '\(value)' is not a day like 2024-03-01")
            }
        }
        if let first = from.flatMap(LocalDate.init(iso:)), let last = to.flatMap(LocalDate.init(iso:)), first > last {
            throw ValidationError("--from is after --to")
        }
    }

    func run() async throws {
        let orchestrator = Orchestrator(dataFolder: global.dataDir)
        let agent = orchestrator.dataAgent()
        var days: [DailyMetrics] = []
        var analyses: [LocalDate: DayAnalysis] = [:]
        let night = asOf.flatMap(LocalDate.init(iso:))
        let last = [to.flatMap(LocalDate.init(iso:)), night].compactMap { $0 }.min()
        if agent.hasData {
            days = try await agent.days(from: from.flatMap(LocalDate.init(iso:)), through: last)
            if let first = days.first?.date, let end = days.last?.date {
                analyses = try await agent.analyses(in: first...end, asOfNight: night ?? Today.date.adding(days: 1))
            }
        } else {
            Output.warn("pulsum: no data yet in \(orchestrator.dataFolderPath); import exports with `pulsum ingest`.")
        }
        if global.json {
            try Output.printJSON(days.map { DayJSON($0, analysis: analyses[$0.date]) })
        } else {
            print(DaysTable(days: days).text)
        }
    }
}

/// One element of the `pulsum days --json` array (stable contract): the day's metrics and,
/// once `pulsum nightly` has scored it, its baselines, features, score and data-quality notes.
struct DayJSON: Encodable {
    var date: String
    var metrics: [String: Double]
    var analysis: DayAnalysis?

    init(_ day: DailyMetrics, analysis: DayAnalysis?) {
        date = day.date.description
        metrics = Dictionary(uniqueKeysWithValues: day.values.map { ($0.key.rawValue, $0.value) })
        self.analysis = analysis
    }

    enum CodingKeys: String, CodingKey {
        case date, metrics, baselines, features, score
        case dataQuality = "data_quality"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(metrics, forKey: .metrics)
        guard let analysis else { return }
        try container.encode(Dictionary(uniqueKeysWithValues: analysis.baselines.map { ($0.key.rawValue, $0.value) }),
                             forKey: .baselines)
        try container.encode(analysis.features, forKey: .features)
        try container.encode(analysis.score, forKey: .score)
        try container.encode(analysis.dataQuality, forKey: .dataQuality)
    }
}

/// The human-readable table of `pulsum days`.
struct DaysTable {
    let days: [DailyMetrics]

    static let columns: [(DailyMetricKey, String)] = [
        (.steps, "steps"), (.heartRateMean, "hr"), (.heartRateMin, "hr_min"), (.heartRateMax, "hr_max"),
        (.restingHeartRate, "rhr"), (.hrvSDNN, "sdnn"), (.hrvRMSSD, "rmssd"), (.respiratoryRate, "resp"),
        (.sleepAsleep, "asleep"), (.sleepInBed, "in_bed"), (.sleepAwake, "awake"), (.sleepCore, "core"),
        (.sleepDeep, "deep"), (.sleepREM, "rem"), (.nap, "nap"),
    ]

    var text: String {
        guard !days.isEmpty else { return "no days" }
        let header = ["date"] + Self.columns.map(\.1)
        let rows = days.map { day in
            [day.date.description] + Self.columns.map { key, _ in
                day[key].map { key == .steps ? String(Int($0.rounded())) : String(format: "%.1f", $0) } ?? "-"
            }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let format: ([String]) -> String = { cells in
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        let legend = "hr/rhr/resp in bpm, sdnn/rmssd in ms, sleep columns in minutes (main sleep of the wake day)"
        return ([format(header)] + rows.map(format) + [legend]).joined(separator: "\n")
    }
}
