import PulsumCore

/// Reads Google Fit Takeout's `Daily activity metrics.csv` (one row per local `Date`) and the
/// per-day `Daily activity metrics/YYYY-MM-DD.csv` (15-minute buckets, `Start time` like
/// `00:15:00.000+05:30`, the date only in the file name).
///
/// - `Step count` → steps (daily summary / per bucket); `Average heart rate (bpm)` → heart rate
///   (daily summary / over the bucket). Google's daily min/max HR columns are not stored.
/// - Columns exist only for data the account ever had; empty cells are absent. Daily rows use
///   the configured zone's offset; bucket rows carry their own.
public struct GoogleFitCSVReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.googleFitCSV
    static let source = SourceRef(name: "Google Fit", deviceModel: "daily activity metrics")
    static let fitColumns = ["move minutes count", "heart points", "step count", "calories (kcal)"]

    /// A reader with no state; reuse it freely.
    public init() {}

    enum Kind { case daily, buckets(LocalDate) }

    static func kind(path: String, header: [String]?) -> Kind? {
        guard let header, fitColumns.contains(where: header.contains) else { return nil }
        if header.first == "date" { return .daily }
        guard header.starts(with: ["start time", "end time"]) else { return nil }
        let name = fileName(of: path)
        return name.hasSuffix(".csv") ? LocalDate(iso: name.dropLast(4)).map(Kind.buckets) : nil
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.kind(path: path, header: HeaderCSV.header(in: head)) != nil
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        var kind: Kind?
        try HeaderCSV.read(path: path, options: options, into: &sink) { table, row, sink in
            if kind == nil { kind = Self.kind(path: path, header: table.columns) }
            let values: [(Metric, Double)] = try [(Metric.steps, "step count"), (.heartRate, "average heart rate (bpm)")]
                .compactMap { metric, column in
                    try VendorValue.number(row, table.index(column), field: column, zeroIsMissing: metric == .heartRate,
                                           into: &sink).map { (metric, $0) }
                }
            switch kind {
            case .daily:
                guard let day = row[table.index("date")].flatMap({ LocalDate(iso: $0) }) else {
                    try sink.reject(row.error("Date", "'\(row[table.index("date")] ?? "")' is not YYYY-MM-DD"))
                    return
                }
                let offset = VendorTime.fromLocal(day.midnight(utcOffset: 0), options: options).offset
                for (metric, value) in values {
                    try sink.accept(DailySummary.sample(metric, day: day, utcOffset: offset, value: value, source: Self.source))
                }
            case let .buckets(day):
                guard let start = row[table.index("start time")].flatMap({ InstantParser.parse("\(day)T\($0)") }),
                      var end = row[table.index("end time")].flatMap({ InstantParser.parse("\(day)T\($0)") }) else {
                    try sink.reject(row.error("Start time", "start/end are not HH:mm:ss.SSS±hh:mm"))
                    return
                }
                if end.epochSeconds <= start.epochSeconds { end.epochSeconds += 86_400 }
                for (metric, value) in values {
                    try sink.accept(Sample(metric: metric, start: start.epochSeconds, end: end.epochSeconds,
                                           utcOffset: start.utcOffset, value: value, source: Self.source))
                }
            case nil:
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not a Google Fit daily activity CSV.")
            }
        }
    }
}
