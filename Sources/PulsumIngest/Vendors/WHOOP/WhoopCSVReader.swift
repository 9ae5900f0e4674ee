import PulsumCore

/// Reads WHOOP's `physiological_cycles.csv` and `sleeps.csv`.
///
/// - Times (`2024-06-23 20:24:26`) are local wall-clock in the row's `Cycle timezone`
///   (`UTC-04:00`), which changes when the user travels.
/// - Nightly values — `Resting heart rate (bpm)`, `Heart rate variability (ms)` (RMSSD),
///   `Respiratory rate (rpm)` — are daily summaries of the local date of `Wake onset` (the night
///   before that day); naps (`Nap` = `true`) never give nightly values.
/// - Each sleep's stage minutes (`Asleep`, `In bed`, `Light`, `Deep (SWS)`, `REM`, `Awake`)
///   become `sleep_total_*` samples spanning `Sleep onset`→`Wake onset`; naps are extra periods.
///   The cycles file repeats the main sleep of `sleeps.csv`; the two give identical samples,
///   which the store keeps once.
/// - Empty cells (unscored or open cycles) are absent.
public struct WhoopCSVReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.whoopCSV
    static let source = SourceRef(name: "WHOOP")

    static let nightly: [(column: String, metric: Metric)] = [
        ("resting heart rate (bpm)", .restingHeartRate), ("heart rate variability (ms)", .hrvRMSSD),
        ("respiratory rate (rpm)", .respiratoryRate),
    ]
    static let totals: [(column: String, metric: Metric)] = [
        ("asleep duration (min)", .sleepTotalAsleep), ("in bed duration (min)", .sleepTotalInBed),
        ("light sleep duration (min)", .sleepTotalLight), ("deep (sws) duration (min)", .sleepTotalDeep),
        ("rem duration (min)", .sleepTotalREM), ("awake duration (min)", .sleepTotalAwake),
    ]

    /// A reader with no state; reuse it freely.
    public init() {}

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let header = HeaderCSV.header(in: head) else { return false }
        return ["cycle start time", "cycle timezone", "sleep onset", "wake onset"].allSatisfy(header.contains)
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        try HeaderCSV.read(path: path, options: options, into: &sink) { table, row, sink in
            guard let zone = row[table.index("cycle timezone")], let offset = VendorTime.offsetLabel(zone) else {
                try sink.reject(row.error("Cycle timezone", "'\(row[table.index("cycle timezone")] ?? "")' is not like UTC-04:00"))
                return
            }
            guard let onsetText = row[table.index("sleep onset")], let wakeText = row[table.index("wake onset")] else {
                sink.skip(kind: "cycle without scored sleep")
                return
            }
            guard let onset = InstantParser.parseNaive(onsetText), let wake = InstantParser.parseNaive(wakeText),
                  wake >= onset else {
                try sink.reject(row.error("Sleep onset", "'\(onsetText)'–'\(wakeText)' is not a yyyy-MM-dd HH:mm:ss interval"))
                return
            }
            let isNap = row[table.index("nap")]?.lowercased() == "true"
            let wakeDay = LocalDate(dayNumber: Int(wake / 86_400))
            if !isNap {
                for (column, metric) in Self.nightly {
                    guard let value = try VendorValue.number(row, table.index(column), field: column, zeroIsMissing: true,
                                                             into: &sink) else { continue }
                    try sink.accept(DailySummary.sample(metric, day: wakeDay, utcOffset: offset, value: value,
                                                        source: Self.source))
                }
            }
            for (column, metric) in Self.totals {
                guard let minutes = try VendorValue.number(row, table.index(column), field: column, into: &sink) else {
                    continue
                }
                try sink.accept(Sample(metric: metric, start: onset - Int64(offset), end: wake - Int64(offset),
                                       utcOffset: offset, value: minutes, source: Self.source))
            }
        }
    }
}
