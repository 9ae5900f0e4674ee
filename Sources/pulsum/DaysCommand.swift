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

            The table fits the terminal ($COLUMNS): date, score (* = day in progress), steps, \
            resting HR, HRV, sleep as 7h23, then as many columns as fit; --wide shows them all. \
            --csv prints every column as CSV (date, score, in_progress, then the keys below; \
            sleep in minutes; empty when missing). Colour only on a terminal, never with NO_COLOR.

            --json prints {"days": [{"date": "YYYY-MM-DD", "metrics": {"steps": …, "heart_rate_mean_bpm": …}}] \
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
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var range: DayRangeOptions

    @Option(help: ArgumentHelp("Show what the nightly run of this day computed (no later data).", valueName: "day"))
    var asOf: String?

    @Flag(help: "Show every column, however wide the terminal.")
    var wide = false

    @Flag(help: "Print CSV: every column, plain numbers.")
    var csv = false

    func validate() throws {
        if csv && global.json { throw ValidationError("--csv and --json cannot be used together") }
        try DayRangeOptions.check(day: asOf, option: "--as-of")
    }

    func run() async throws {
        let orchestrator = global.orchestrator()
        let agent = orchestrator.dataAgent()
        var days: [DailyMetrics] = []
        var analyses: [LocalDate: DayAnalysis] = [:]
        let night = asOf.flatMap(LocalDate.init(iso:))
        let last = [range.last, night].compactMap { $0 }.min()
        if agent.hasData {
            days = try await agent.days(from: range.first, through: last)
            if let first = days.first?.date, let end = days.last?.date {
                analyses = try await agent.analyses(in: first...end, asOfNight: night ?? Today.date.adding(days: 1))
            }
        } else {
            Output.warn("pulsum: no data yet in \(orchestrator.dataFolderPath); import exports with `pulsum ingest`.")
        }
        let view = DaysView(days: days, analyses: analyses)
        if global.json {
            try Output.printJSON(["days": days.map { DayJSON($0, analysis: analyses[$0.date]) }], compact: global.compact)
        } else if csv {
            try Output.line(view.csv)
        } else {
            try Output.line(view.table(width: wide ? nil : TerminalWidth.columns, style: TerminalWidth.style))
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
