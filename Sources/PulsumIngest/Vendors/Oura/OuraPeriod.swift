import PulsumCore

/// One Oura sleep period (JSON object or CSV row; every field optional except the bedtimes).
struct OuraPeriod: Decodable {
    /// A 5-minute series (`{"interval": 300.0, "items": [null, 88.0, ...], "timestamp": ...}`).
    struct Series: Decodable {
        var interval: Double?
        var items: [Double?]?
        var timestamp: String?
    }

    var day: String?
    var type: String?
    var bedtimeStart: String
    var bedtimeEnd: String
    var totalSleepDuration: Double?
    var timeInBed: Double?
    var awakeTime: Double?
    var deepSleepDuration: Double?
    var lightSleepDuration: Double?
    var remSleepDuration: Double?
    var averageHRV: Double?
    var lowestHeartRate: Double?
    var averageBreath: Double?
    var hypnogram: String?
    var heartRate: Series?

    enum CodingKeys: String, CodingKey {
        case day, type
        case bedtimeStart = "bedtime_start", bedtimeEnd = "bedtime_end"
        case totalSleepDuration = "total_sleep_duration", timeInBed = "time_in_bed", awakeTime = "awake_time"
        case deepSleepDuration = "deep_sleep_duration", lightSleepDuration = "light_sleep_duration"
        case remSleepDuration = "rem_sleep_duration"
        case averageHRV = "average_hrv", lowestHeartRate = "lowest_heart_rate", averageBreath = "average_breath"
        case hypnogram = "sleep_phase_5_min", heartRate = "heart_rate"
    }

    /// Hypnogram characters: 1 deep, 2 light, 3 REM, 4 awake.
    static let phases: [UInt8: SleepStage] = [0x31: .deep, 0x32: .core, 0x33: .rem, 0x34: .awake]
}

/// Turns Oura periods into samples and segments.
///
/// - A period with a valid `sleep_phase_5_min` hypnogram gives sleep segments (one character
///   per 5 minutes from `bedtime_start`, runs merged, the last clipped at `bedtime_end`);
///   without one (short periods omit it) its stage totals become `sleep_total_*` samples.
/// - The 5-minute `heart_rate.items` are heart-rate readings (`null` skipped).
/// - Nightly values — `average_hrv` (RMSSD), `lowest_heart_rate` (Oura's resting HR),
///   `average_breath` — come from one period per `day`: the `long_sleep`, else the longest in
///   bed; they are daily summaries of that `day` (the wake-up day) in the period's offset.
struct OuraPeriodSink {
    static let source = SourceRef(name: "Oura")
    let path: String
    private var nightly: [String: (period: OuraPeriod, offset: Int32, score: Double)] = [:]

    init(path: String) { self.path = path }

    mutating func add(_ period: OuraPeriod, record: Int, into sink: inout some RecordSink) throws {
        guard let start = InstantParser.parse(period.bedtimeStart) else {
            try sink.reject(InputError(file: path, line: record, field: "bedtime_start",
                                       reason: "'\(period.bedtimeStart)' is not an ISO 8601 time with offset"))
            return
        }
        guard let end = InstantParser.parse(period.bedtimeEnd), end.epochSeconds >= start.epochSeconds else {
            try sink.reject(InputError(file: path, line: record, field: "bedtime_end",
                                       reason: "'\(period.bedtimeEnd)' is not an ISO 8601 time after bedtime_start"))
            return
        }
        let offset = start.utcOffset
        if let text = period.hypnogram, !text.isEmpty, text.utf8.allSatisfy({ OuraPeriod.phases[$0] != nil }) {
            try emitHypnogram(text, from: start.epochSeconds, to: end.epochSeconds, offset: offset, into: &sink)
        } else {
            if period.hypnogram.map({ !$0.isEmpty }) == true {
                sink.warn(InputError(file: path, line: record, field: "sleep_phase_5_min",
                                     reason: "hypnogram is damaged (re-saved by a spreadsheet?); stage totals used"))
            }
            try emitTotals(period, from: start.epochSeconds, to: end.epochSeconds, offset: offset, into: &sink)
        }
        if let series = period.heartRate, let items = series.items {
            let seriesStart = series.timestamp.flatMap({ InstantParser.parse($0) })?.epochSeconds ?? start.epochSeconds
            let step = VendorValue.seconds(series.interval ?? 300, limit: 3600) ?? 300
            for (index, item) in items.enumerated() {
                guard let bpm = VendorValue.present(item, zeroIsMissing: true) else { continue }
                let at = seriesStart + Int64(index) * step
                try sink.accept(Sample(metric: .heartRate, start: at, end: at, utcOffset: offset, value: bpm,
                                       source: Self.source))
            }
        }
        let day = period.day.flatMap(Self.day) ?? LocalDate(instant: end.epochSeconds, utcOffset: offset)
        let isMain = period.type == "long_sleep"
        let score = (isMain ? 1e9 : 0) + Double(end.epochSeconds - start.epochSeconds)
        if score > nightly[day.description]?.score ?? -1 { nightly[day.description] = (period, offset, score) }
    }

    /// Emits the nightly values of each day's main period; call once after the last period.
    func finish(into sink: inout some RecordSink) throws {
        for key in nightly.keys.sorted() {
            guard let entry = nightly[key], let day = LocalDate(iso: key) else { continue }
            let (period, offset) = (entry.period, entry.offset)
            let values: [(Metric, Double?)] = [
                (.hrvRMSSD, period.averageHRV), (.restingHeartRate, period.lowestHeartRate),
                (.respiratoryRate, period.averageBreath),
            ]
            for case let (metric, value?) in values.map({ ($0.0, VendorValue.present($0.1, zeroIsMissing: true)) }) {
                try sink.accept(DailySummary.sample(metric, day: day, utcOffset: offset, value: value, source: Self.source))
            }
        }
    }

    /// `YYYY-MM-DD` or the spreadsheet-mangled `M/d/yyyy`.
    static func day(_ text: String) -> LocalDate? {
        LocalDate(iso: text) ?? VendorTime.parseUS(text).map { LocalDate(dayNumber: Int($0 / 86_400)) }
    }

    private func emitHypnogram(_ text: String, from start: Int64, to end: Int64, offset: Int32,
                               into sink: inout some RecordSink) throws {
        var runStart = start
        var runStage: SleepStage?
        for (index, byte) in text.utf8.enumerated() {
            let at = start + Int64(index) * 300
            guard at < end else { break }
            let stage = OuraPeriod.phases[byte]
            if stage != runStage {
                if let runStage, at > runStart {
                    try sink.accept(SleepSegment(stage: runStage, start: runStart, end: at, utcOffset: offset, source: Self.source))
                }
                runStage = stage
                runStart = at
            }
        }
        let stop = min(end, start + Int64(text.utf8.count) * 300)
        if let runStage, stop > runStart {
            try sink.accept(SleepSegment(stage: runStage, start: runStart, end: stop, utcOffset: offset, source: Self.source))
        }
    }

    private func emitTotals(_ period: OuraPeriod, from start: Int64, to end: Int64, offset: Int32,
                            into sink: inout some RecordSink) throws {
        let totals: [(Metric, Double?)] = [
            (.sleepTotalAsleep, period.totalSleepDuration), (.sleepTotalInBed, period.timeInBed),
            (.sleepTotalAwake, period.awakeTime), (.sleepTotalDeep, period.deepSleepDuration),
            (.sleepTotalLight, period.lightSleepDuration), (.sleepTotalREM, period.remSleepDuration),
        ]
        for case let (metric, seconds?) in totals {
            guard let seconds = VendorValue.present(seconds) else { continue }
            try sink.accept(Sample(metric: metric, start: start, end: end, utcOffset: offset, value: seconds / 60,
                                   source: Self.source))
        }
    }
}
