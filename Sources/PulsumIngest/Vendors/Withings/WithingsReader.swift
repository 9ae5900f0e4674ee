import PulsumCore

/// Reads Withings Health Mate "Download my data" CSVs.
///
/// | file | mapping |
/// |---|---|
/// | `sleep.csv` (`from,to` / `von,bis`, localised) | light, deep, REM, awake seconds → `sleep_total_*` over `from`→`to`; asleep = light + deep + REM; `rem (s)` 0 (trackers without REM) is absent |
/// | `raw_tracker_hr.csv`, `raw_bed_hr.csv`, `raw_hr_hr.csv` | heart rate |
/// | `raw_tracker_steps.csv` | steps over each duration |
/// | `raw_*_sleep-state.csv` | 0 awake, 1 light, 2 deep, 3 REM → sleep segments |
/// | `raw_bed_respiratory-rate.csv` | respiratory rate |
/// | `raw_heart_rate_variability_HR RMS SD.csv` | hrv_rmssd (0 = no measurement, absent) |
/// | `aggregates_steps.csv` | steps, daily summary of `date` (configured zone) |
///
/// Raw rows are `start,duration,value` with JSON arrays in the cells: value *i* covers
/// `start + sum(duration[0..<i])` for `duration[i]` seconds. Times carry the offset in force at
/// recording. Exact duplicate rows (~40 % of a real export) are dropped; row order does not matter.
public struct WithingsReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.withingsCSV

    enum Kind {
        case sleepSummary, dailySteps
        case raw(Metric?, SourceRef)
    }

    static let rawFiles: [String: (Metric?, String)] = [
        "raw_tracker_hr": (.heartRate, "tracker"), "raw_bed_hr": (.heartRate, "sleep analyzer"),
        "raw_hr_hr": (.heartRate, "heart rate"), "raw_tracker_steps": (.steps, "tracker"),
        "raw_tracker_sleep-state": (nil, "tracker"), "raw_bed_sleep-state": (nil, "sleep analyzer"),
        "raw_bed_respiratory-rate": (.respiratoryRate, "sleep analyzer"),
        "raw_heart_rate_variability_hr rms sd": (.hrvRMSSD, "heart rate variability"),
    ]
    static let sleepStates: [Double: SleepStage] = [0: .awake, 1: .core, 2: .deep, 3: .rem]
    /// Localised `sleep.csv` column names (English, German).
    static let sleepColumns: [String: [String]] = [
        "from": ["from", "von"], "to": ["to", "bis"], "light": ["light (s)", "leicht (s)"],
        "deep": ["deep (s)", "tief (s)"], "rem": ["rem (s)"], "awake": ["awake (s)", "wach (s)"],
    ]

    /// A reader with no state; reuse it freely.
    public init() {}

    static func kind(path: String, header: [String]?) -> Kind? {
        guard let header else { return nil }
        var name = fileName(of: path).lowercased()
        if name.hasSuffix(".csv") { name.removeLast(4) }
        if header == ["start", "duration", "value"], let file = rawFiles[name] {
            return .raw(file.0, SourceRef(name: "Withings", deviceModel: file.1))
        }
        if name == "aggregates_steps", header == ["date", "value"] { return .dailySteps }
        let isSleep = ["from", "to", "light", "deep", "awake"].allSatisfy { key in
            sleepColumns[key, default: []].contains(where: header.contains)
        }
        return isSleep ? .sleepSummary : nil
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.kind(path: path, header: HeaderCSV.header(in: head)) != nil
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        var kind: Kind?
        try HeaderCSV.read(path: path, options: options, dropDuplicates: true, into: &sink) { table, row, sink in
            if kind == nil { kind = Self.kind(path: path, header: table.columns) }
            switch kind {
            case .sleepSummary: try Self.readSleep(row, table, into: &sink)
            case .dailySteps: try Self.readDailySteps(row, table, options: options, into: &sink)
            case let .raw(metric, source): try Self.readRaw(row, metric: metric, source: source, into: &sink)
            case nil: throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not a Withings CSV Pulsum reads.")
            }
        }
    }

    static let source = SourceRef(name: "Withings")

    static func readSleep(_ row: HeaderCSV.Row, _ table: HeaderCSV, into sink: inout some RecordSink) throws {
        func column(_ key: String) -> Int? {
            sleepColumns[key, default: []].lazy.compactMap { table.columns.firstIndex(of: $0) }.first
        }
        guard let start = row[column("from")].flatMap({ InstantParser.parse($0) }),
              let end = row[column("to")].flatMap({ InstantParser.parse($0) }), end.epochSeconds >= start.epochSeconds else {
            try sink.reject(row.error("from", "from/to are not ISO 8601 times with offset in order"))
            return
        }
        var totals: [(Metric, Double)] = []
        for (key, metric) in [("light", Metric.sleepTotalLight), ("deep", .sleepTotalDeep), ("rem", .sleepTotalREM),
                              ("awake", .sleepTotalAwake)] {
            guard let seconds = try VendorValue.number(row, column(key), field: key, zeroIsMissing: key == "rem",
                                                       into: &sink) else { continue }
            totals.append((metric, seconds))
        }
        let asleep = totals.filter { $0.0 != .sleepTotalAwake }
        if !asleep.isEmpty { totals.append((.sleepTotalAsleep, asleep.reduce(0) { $0 + $1.1 })) }
        for (metric, seconds) in totals {
            try sink.accept(Sample(metric: metric, start: start.epochSeconds, end: end.epochSeconds,
                                   utcOffset: start.utcOffset, value: seconds / 60, source: source))
        }
    }

    static func readDailySteps(_ row: HeaderCSV.Row, _ table: HeaderCSV, options: ReadOptions,
                               into sink: inout some RecordSink) throws {
        guard let day = row[table.index("date")].flatMap({ LocalDate(iso: $0) }) else {
            try sink.reject(row.error("date", "'\(row[table.index("date")] ?? "")' is not YYYY-MM-DD"))
            return
        }
        guard let steps = try VendorValue.number(row, table.index("value"), field: "value", zeroIsMissing: true,
                                                 into: &sink) else { return }
        let offset = VendorTime.fromLocal(day.midnight(utcOffset: 0), options: options).offset
        try sink.accept(DailySummary.sample(.steps, day: day, utcOffset: offset, value: steps,
                                            source: SourceRef(name: "Withings", deviceModel: "daily aggregates")))
    }

    static func readRaw(_ row: HeaderCSV.Row, metric: Metric?, source: SourceRef, into sink: inout some RecordSink) throws {
        guard let start = row[0].flatMap({ InstantParser.parse($0) }) else {
            try sink.reject(row.error("start", "'\(row[0] ?? "")' is not an ISO 8601 time with offset"))
            return
        }
        guard let rawDurations = row[1].flatMap(numberArray), let values = row[2].flatMap(numberArray),
              case let durations = rawDurations.compactMap({ VendorValue.seconds($0, limit: 86_400) }),
              durations.count == rawDurations.count, durations.count == values.count else {
            try sink.reject(row.error("value", "duration and value are not JSON number arrays of equal length"))
            return
        }
        var at = start.epochSeconds
        for (duration, value) in zip(durations, values) {
            let end = at + duration
            defer { at = end }
            if let metric {
                let zeroIsMissing = metric != .steps
                guard let value = VendorValue.present(value, zeroIsMissing: zeroIsMissing) else {
                    sink.skip(kind: "\(metric.rawValue) not measured (0)")
                    continue
                }
                try sink.accept(Sample(metric: metric, start: at, end: end, utcOffset: start.utcOffset, value: value,
                                       source: source))
            } else {
                guard let stage = sleepStates[value] else {
                    try sink.reject(row.error("value", "\(value) is not a sleep state 0–3"))
                    continue
                }
                try sink.accept(SleepSegment(stage: stage, start: at, end: end, utcOffset: start.utcOffset, source: source))
            }
        }
    }

    /// `[1,2.5,3]` → numbers; `nil` when not a flat JSON array of finite numbers.
    static func numberArray(_ text: String) -> [Double]? {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let body = text.dropFirst().dropLast()
        if body.trimmingWhitespace.isEmpty { return [] }
        var numbers: [Double] = []
        for part in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Double(part.trimmingWhitespace), number.isFinite else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
