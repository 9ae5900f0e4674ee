import PulsumCore
import PulsumFiles

/// Reads Samsung Health "Download personal data" CSVs. Line 1 names the table
/// (`com.samsung.shealth.sleep,6307003,11`), line 2 is the header (some columns prefixed with
/// the table name, which is ignored), rows end with a trailing comma; UTF-8 with BOM.
///
/// | table | mapping |
/// |---|---|
/// | `com.samsung.shealth.tracker.heart_rate` | `heart_rate` → heart rate at `start_time` |
/// | `com.samsung.health.sleep_stage` | `stage` 40001 awake, 40002 light, 40003 deep, 40004 REM → sleep segments |
/// | `com.samsung.shealth.sleep` | the session `start_time`→`end_time` → an in-bed segment |
/// | `com.samsung.shealth.step_daily_trend` | `count` of `source_type` −2 (Samsung's merged total) → steps, daily summary; per-device rows skipped |
/// | `com.samsung.shealth.tracker.pedometer_day_summary` | `step_count` → steps, daily summary; a day repeated under several devices counts once (largest) |
///
/// Times are `yyyy-MM-dd HH:mm:ss.SSS` in UTC with the local offset in `time_offset`
/// (`UTC+0530`). `day_time` is epoch ms of 00:00 UTC of the local date; day tables have no
/// offset column, so their day's offset comes from the configured zone.
public struct SamsungHealthReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.samsungHealthCSV

    enum Table: String, CaseIterable {
        case heartRate = "com.samsung.shealth.tracker.heart_rate"
        case sleepStage = "com.samsung.health.sleep_stage"
        case sleep = "com.samsung.shealth.sleep"
        case stepDailyTrend = "com.samsung.shealth.step_daily_trend"
        case pedometerDaySummary = "com.samsung.shealth.tracker.pedometer_day_summary"

        var source: SourceRef {
            switch self {
            case .stepDailyTrend: SourceRef(name: "Samsung Health", deviceModel: "merged daily steps")
            case .pedometerDaySummary: SourceRef(name: "Samsung Health", deviceModel: "pedometer day summary")
            default: SourceRef(name: "Samsung Health")
            }
        }
    }

    static let stages: [String: SleepStage] = ["40001": .awake, "40002": .core, "40003": .deep, "40004": .rem]

    /// A reader with no state; reuse it freely.
    public init() {}

    static func table(_ bytes: UnsafeBufferPointer<UInt8>) -> Table? {
        var lines = LineScanner(bytes)
        guard let first = lines.next(), let name = CSVFields.split(first)?.first else { return nil }
        return Table(rawValue: name.trimmingWhitespace)
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool { Self.table(head) != nil }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        guard let table = file.withBytes({ Self.table($0) }) else {
            throw PulsumError.unrecognizedFormat(path: options.displayPath,
                                                 hint: "Line 1 does not name a Samsung Health table Pulsum reads.")
        }
        var columns: HeaderCSV?
        var stepsByDay: [Int: Double] = [:]
        try HeaderCSV.read(path: path, options: options, skippingLines: 1, into: &sink) { raw, row, sink in
            let header = columns ?? HeaderCSV(columns: raw.columns.map { String($0.split(separator: ".").last ?? "") })
            columns = header
            switch table {
            case .heartRate:
                guard let interval = try Self.interval(row, header, into: &sink),
                      let bpm = try VendorValue.number(row, header.index("heart_rate"), field: "heart_rate",
                                                       zeroIsMissing: true, into: &sink) else { return }
                try sink.accept(Sample(metric: .heartRate, start: interval.start, end: interval.start,
                                       utcOffset: interval.offset, value: bpm,
                                       source: table.source))
            case .sleepStage:
                guard let interval = try Self.interval(row, header, into: &sink) else { return }
                guard let code = row[header.index("stage")], let stage = Self.stages[code] else {
                    try sink.reject(row.error("stage", "'\(row[header.index("stage")] ?? "")' is not a stage code 40001–40004"))
                    return
                }
                try sink.accept(SleepSegment(stage: stage, start: interval.start, end: interval.end,
                                             utcOffset: interval.offset, source: table.source))
            case .sleep:
                guard let interval = try Self.interval(row, header, into: &sink) else { return }
                try sink.accept(SleepSegment(stage: .inBed, start: interval.start, end: interval.end,
                                             utcOffset: interval.offset, source: table.source))
            case .stepDailyTrend, .pedometerDaySummary:
                if table == .stepDailyTrend, row[header.index("source_type")] != "-2" {
                    sink.skip(kind: "per-device step row (Samsung's merged row is used)")
                    return
                }
                guard let dayText = row[header.index("day_time")], let milliseconds = Int64(dayText) else {
                    try sink.reject(row.error("day_time", "'\(row[header.index("day_time")] ?? "")' is not epoch milliseconds"))
                    return
                }
                let column = table == .stepDailyTrend ? "count" : "step_count"
                guard let steps = try VendorValue.number(row, header.index(column), field: column, zeroIsMissing: true,
                                                         into: &sink) else { return }
                let day = Int(milliseconds / 86_400_000)
                if stepsByDay[day] != nil { sink.skip(kind: "day repeated under another device") }
                stepsByDay[day] = max(steps, stepsByDay[day] ?? 0)
            }
        }
        for (dayNumber, steps) in stepsByDay.sorted(by: { $0.key < $1.key }) {
            let day = LocalDate(dayNumber: dayNumber)
            let offset = VendorTime.fromLocal(day.midnight(utcOffset: 0), options: options).offset
            try sink.accept(DailySummary.sample(.steps, day: day, utcOffset: offset, value: steps, source: table.source))
        }
    }

    /// `start_time`, `end_time` (UTC) and `time_offset` of a row, or `nil` after rejecting it.
    static func interval(
        _ row: HeaderCSV.Row, _ header: HeaderCSV, into sink: inout some RecordSink
    ) throws -> (start: Int64, end: Int64, offset: Int32)? {
        guard let startText = row[header.index("start_time")], let start = InstantParser.parseNaive(startText) else {
            try sink.reject(row.error("start_time", "'\(row[header.index("start_time")] ?? "")' is not yyyy-MM-dd HH:mm:ss.SSS"))
            return nil
        }
        guard let zone = row[header.index("time_offset")], let offset = VendorTime.offsetLabel(zone) else {
            try sink.reject(row.error("time_offset", "'\(row[header.index("time_offset")] ?? "")' is not like UTC+0530"))
            return nil
        }
        let end = row[header.index("end_time")].flatMap({ InstantParser.parseNaive($0) }) ?? start
        guard end >= start else {
            try sink.reject(row.error("end_time", "end_time is before start_time"))
            return nil
        }
        return (start, end, offset)
    }
}
