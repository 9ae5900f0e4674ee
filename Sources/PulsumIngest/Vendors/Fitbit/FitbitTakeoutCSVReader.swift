import PulsumCore

/// Reads the Fitbit CSVs of a Google Takeout, recognised by their header:
///
/// | file | column → metric |
/// |---|---|
/// | `Daily Heart Rate Variability Summary - D.csv` | `rmssd` → hrv_rmssd, daily summary of the date |
/// | `Heart Rate Variability Details - D.csv` | `rmssd` → hrv_rmssd over the 5-min window |
/// | `Daily Respiratory Rate Summary - D.csv` | `daily_respiratory_rate` → respiratory_rate, daily summary |
/// | `Respiratory Rate Summary - D.csv` | `full_sleep_breathing_rate` → respiratory_rate at wake time |
/// | `sleep_score.csv` | `resting_heart_rate` → resting_heart_rate, daily summary of the wake date |
///
/// All timestamps are read as local wall-clock in the configured zone, including the `Z` of
/// `sleep_score.csv` (it equals the sleep log's naive local end time). `0`/`0.0` means
/// "not measured" in these files and is dropped. Header-only days produce nothing.
public struct FitbitTakeoutCSVReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.fitbitTakeoutCSV
    static let source = SourceRef(name: "Fitbit")

    enum Kind: CaseIterable {
        case dailyHRV, hrvDetails, dailyRespiratoryRate, respiratoryRateSummary, sleepScore

        var signature: [String] {
            switch self {
            case .dailyHRV: ["timestamp", "rmssd", "nremhr", "entropy"]
            case .hrvDetails: ["timestamp", "rmssd", "coverage", "low_frequency", "high_frequency"]
            case .dailyRespiratoryRate: ["timestamp", "daily_respiratory_rate"]
            case .respiratoryRateSummary: ["timestamp", "full_sleep_breathing_rate"]
            case .sleepScore: ["sleep_log_entry_id", "timestamp", "overall_score", "resting_heart_rate"]
            }
        }

        var metric: Metric {
            switch self {
            case .dailyHRV, .hrvDetails: .hrvRMSSD
            case .dailyRespiratoryRate, .respiratoryRateSummary: .respiratoryRate
            case .sleepScore: .restingHeartRate
            }
        }

        var valueColumn: String {
            switch self {
            case .dailyHRV, .hrvDetails: "rmssd"
            case .dailyRespiratoryRate: "daily_respiratory_rate"
            case .respiratoryRateSummary: "full_sleep_breathing_rate"
            case .sleepScore: "resting_heart_rate"
            }
        }

        var isDailySummary: Bool { [.dailyHRV, .dailyRespiratoryRate, .sleepScore].contains(self) }
    }

    /// A reader with no state; reuse it freely.
    public init() {}

    static func kind(header: [String]?) -> Kind? {
        guard let header else { return nil }
        return Kind.allCases.first { kind in kind.signature.allSatisfy(header.contains) }
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.kind(header: HeaderCSV.header(in: head)) != nil
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        var kind: Kind?
        try HeaderCSV.read(path: path, options: options, into: &sink) { table, row, sink in
            if kind == nil { kind = Self.kind(header: table.columns) }
            guard let kind else {
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not a Fitbit Takeout CSV.")
            }
            guard let stamp = row[table.index("timestamp")],
                  let local = InstantParser.parseNaive(stamp.hasSuffix("Z") ? String(stamp.dropLast()) : stamp) else {
                try sink.reject(row.error("timestamp", "'\(row[table.index("timestamp")] ?? "")' is not yyyy-MM-ddTHH:mm:ss"))
                return
            }
            guard let value = try VendorValue.number(row, table.index(kind.valueColumn), field: kind.valueColumn,
                                                     zeroIsMissing: true, into: &sink) else { return }
            let time = VendorTime.fromLocal(local, options: options)
            if kind.isDailySummary {
                try sink.accept(DailySummary.sample(kind.metric, day: LocalDate(dayNumber: Int(local / 86_400)),
                                                    utcOffset: time.offset, value: value, source: Self.source))
            } else {
                let length: Int64 = kind == .hrvDetails ? 300 : 0
                try sink.accept(Sample(metric: kind.metric, start: time.instant, end: time.instant + length,
                                       utcOffset: time.offset, value: value, source: Self.source))
            }
        }
    }
}
