import PulsumCore

/// Reads the Fitabase research export (Kaggle "FitBit Fitness Tracker Data"), recognised by header:
///
/// | file | columns → metric |
/// |---|---|
/// | `dailyActivity_merged.csv` | `TotalSteps` → steps, daily summary (0 = not worn → absent) |
/// | `sleepDay_merged.csv` | `TotalMinutesAsleep`, `TotalTimeInBed` → sleep totals of the day |
/// | `hourlySteps_merged.csv` | `StepTotal` → steps over the hour |
/// | `heartrate_seconds_merged.csv` | `Value` → heart rate |
///
/// Times are naive local `M/d/yyyy h:mm:ss AM`, read in the configured zone. Exact duplicate rows
/// are dropped. One file holds many participants (``ParticipantListing``): read it one
/// participant at a time with ``ReadOptions/participant`` (the other rows are counted as skipped);
/// each `Id` is its own source (`Fitbit (Fitabase)`, model `participant <Id>`).
public struct FitabaseReader: ParticipantListing {
    /// The format this reader detects.
    public let format = ExportFormat.fitabaseCSV

    enum Kind: CaseIterable {
        case dailyActivity, sleepDay, hourlySteps, heartRateSeconds

        var timeColumn: String {
            switch self {
            case .dailyActivity: "activitydate"
            case .sleepDay: "sleepday"
            case .hourlySteps: "activityhour"
            case .heartRateSeconds: "time"
            }
        }

        var signature: [String] {
            switch self {
            case .dailyActivity: ["id", "activitydate", "totalsteps"]
            case .sleepDay: ["id", "sleepday", "totalminutesasleep", "totaltimeinbed"]
            case .hourlySteps: ["id", "activityhour", "steptotal"]
            case .heartRateSeconds: ["id", "time", "value"]
            }
        }
    }

    /// A reader with no state; reuse it freely.
    public init() {}

    static func kind(header: [String]?) -> Kind? {
        guard let header, header.first == "id" else { return nil }
        return Kind.allCases.first { $0.signature.allSatisfy(header.contains) }
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.kind(header: HeaderCSV.header(in: head)) != nil
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        var kind: Kind?
        try HeaderCSV.read(path: path, options: options, dropDuplicates: true, into: &sink) { table, row, sink in
            if kind == nil { kind = Self.kind(header: table.columns) }
            guard let kind else {
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not a Fitabase CSV.")
            }
            guard let id = row[table.index("id")] else {
                try sink.reject(row.error("Id", "participant id is empty"))
                return
            }
            if let wanted = options.participant, id != wanted {
                sink.skip(kind: "row of another participant")
                return
            }
            guard let text = row[table.index(kind.timeColumn)], let local = VendorTime.parseUS(text) else {
                try sink.reject(row.error(kind.timeColumn, "'\(row[table.index(kind.timeColumn)] ?? "")' is not M/d/yyyy h:mm:ss AM"))
                return
            }
            let source = SourceRef(name: "Fitbit (Fitabase)", deviceModel: "participant \(id)")
            let time = VendorTime.fromLocal(local, options: options)
            let day = LocalDate(dayNumber: Int(local / 86_400))
            switch kind {
            case .dailyActivity:
                guard let steps = try VendorValue.number(row, table.index("totalsteps"), field: "TotalSteps",
                                                         zeroIsMissing: true, into: &sink) else {
                    sink.skip(kind: "day without steps (tracker not worn)")
                    return
                }
                try sink.accept(DailySummary.sample(.steps, day: day, utcOffset: time.offset, value: steps, source: source))
            case .sleepDay:
                let midnight = day.midnight(utcOffset: time.offset)
                for (column, metric) in [("totalminutesasleep", Metric.sleepTotalAsleep), ("totaltimeinbed", .sleepTotalInBed)] {
                    guard let minutes = try VendorValue.number(row, table.index(column), field: column,
                                                               zeroIsMissing: true, into: &sink) else { continue }
                    try sink.accept(Sample(metric: metric, start: midnight, end: midnight, utcOffset: time.offset,
                                           value: minutes, source: source))
                }
            case .hourlySteps:
                guard let steps = try VendorValue.number(row, table.index("steptotal"), field: "StepTotal", into: &sink) else { return }
                try sink.accept(Sample(metric: .steps, start: time.instant, end: time.instant + 3600,
                                       utcOffset: time.offset, value: steps, source: source))
            case .heartRateSeconds:
                guard let bpm = try VendorValue.number(row, table.index("value"), field: "Value",
                                                       zeroIsMissing: true, into: &sink) else { return }
                try sink.accept(Sample(metric: .heartRate, start: time.instant, end: time.instant,
                                       utcOffset: time.offset, value: bpm, source: source))
            }
        }
    }

    /// The distinct `Id` values of the file, sorted.
    public func participants(path: String) throws -> [String] {
        var ids = Set<String>()
        var ignored = DiscardingSink()
        try HeaderCSV.read(path: path, options: ReadOptions(displayPath: path), into: &ignored) { table, row, _ in
            if let id = row[table.index("id")] { ids.insert(id) }
        }
        return ids.sorted()
    }
}
