import PulsumCore

/// Reads Oura's web CSV downloads: `oura_sleep_*.csv` (one period per row, columns named like
/// the JSON keys, `heart_rate_5_min` as `None;57.0;...`) and `oura_heart-rate_*.csv`
/// (`timestamp` in UTC `Z`, `bpm`). Rows re-saved by a spreadsheet (`7/11/2024` days, hypnograms
/// turned into `4.24E+11`) are read as far as they survive: a damaged hypnogram falls back to
/// the stage totals and is reported.
public struct OuraCSVReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.ouraCSV

    /// A reader with no state; reuse it freely.
    public init() {}

    static func isSleep(_ header: [String]) -> Bool {
        ["bedtime_start", "bedtime_end", "total_sleep_duration"].allSatisfy(header.contains)
    }

    static func isHeartRate(_ header: [String]) -> Bool {
        header.starts(with: ["timestamp", "bpm"]) && header.contains("source")
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let header = HeaderCSV.header(in: head) else { return false }
        return Self.isSleep(header) || Self.isHeartRate(header)
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        var periods = OuraPeriodSink(path: options.displayPath)
        try HeaderCSV.read(path: path, options: options, dropDuplicates: true, into: &sink) { table, row, sink in
            if Self.isHeartRate(table.columns) {
                guard let stamp = row[table.index("timestamp")], let time = InstantParser.parse(stamp) else {
                    try sink.reject(row.error("timestamp", "'\(row[table.index("timestamp")] ?? "")' is not an ISO 8601 time"))
                    return
                }
                guard let bpm = try VendorValue.number(row, table.index("bpm"), field: "bpm", zeroIsMissing: true,
                                                       into: &sink) else { return }
                try sink.accept(Sample(metric: .heartRate, start: time.epochSeconds, end: time.epochSeconds,
                                       utcOffset: options.fallbackUTCOffset(time.epochSeconds), value: bpm,
                                       source: OuraPeriodSink.source))
                return
            }
            guard Self.isSleep(table.columns) else {
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not an Oura sleep or heart-rate CSV.")
            }
            func number(_ column: String) throws -> Double? {
                try VendorValue.number(row, table.index(column), field: column, into: &sink)
            }
            let heartRate = row[table.index("heart_rate_5_min")].map { cell in
                OuraPeriod.Series(interval: 300, items: cell.split(separator: ";").map { Double($0) }, timestamp: nil)
            }
            let period = OuraPeriod(
                day: row[table.index("day")], type: row[table.index("type")],
                bedtimeStart: row[table.index("bedtime_start")] ?? "", bedtimeEnd: row[table.index("bedtime_end")] ?? "",
                totalSleepDuration: try number("total_sleep_duration"), timeInBed: try number("time_in_bed"),
                awakeTime: try number("awake_time"), deepSleepDuration: try number("deep_sleep_duration"),
                lightSleepDuration: try number("light_sleep_duration"), remSleepDuration: try number("rem_sleep_duration"),
                averageHRV: try number("average_hrv"), lowestHeartRate: try number("lowest_heart_rate"),
                averageBreath: try number("average_breath"), hypnogram: row[table.index("sleep_phase_5_min")],
                heartRate: heartRate)
            try periods.add(period, record: row.line, into: &sink)
        }
        try periods.finish(into: &sink)
    }
}
