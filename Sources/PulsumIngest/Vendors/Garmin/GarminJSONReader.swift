import PulsumCore
import PulsumFiles

/// Reads Garmin Connect's GDPR export (`DI_CONNECT`): `*_sleepData.json` and `UDSFile_*.json`.
///
/// - `UDSFile` (one object per local `calendarDate`): `totalSteps` → steps and
///   `restingHeartRate` → resting HR, as daily summaries. The day's offset is
///   `wellnessStartTimeLocal − wellnessStartTimeGmt` and its length `durationInMilliseconds`
///   (23 h / 25 h on DST and travel days), so the summary covers exactly Garmin's day.
/// - `sleepData` (one object per night, attributed to `calendarDate`): stage totals
///   (`deepSleepSeconds`, `lightSleepSeconds`, `remSleepSeconds`, `awakeSleepSeconds`) become
///   `sleep_total_*` samples over `sleepStartTimestampGMT`→`sleepEndTimestampGMT`; asleep =
///   deep + light + REM of the keys present. `averageRespiration` → respiratory rate, daily
///   summary of `calendarDate`. Times are UTC without `Z`; the file has no offset, so the
///   configured zone's is used. Garmin exports no hypnogram, so no sleep segments.
/// - Omitted keys and zeros that stand for "not measured" (`totalSteps: 0`, RHR 0) are absent.
public struct GarminJSONReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.garminJSON
    static let source = SourceRef(name: "Garmin")

    /// A reader with no state; reuse it freely.
    public init() {}

    enum Kind { case sleep, dailySummary }

    static func kind(_ bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        if jsonHead(bytes, opensWith: "[", contains: "\"sleepStartTimestampGMT\"", "\"calendarDate\"") { return .sleep }
        if jsonHead(bytes, opensWith: "[", contains: "\"calendarDate\"", "\"wellnessStartTimeGmt\"") { return .dailySummary }
        return nil
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool { Self.kind(head) != nil }

    struct Night: Decodable {
        var calendarDate: String
        var sleepStartTimestampGMT: String?
        var sleepEndTimestampGMT: String?
        var deepSleepSeconds: Double?
        var lightSleepSeconds: Double?
        var remSleepSeconds: Double?
        var awakeSleepSeconds: Double?
        var averageRespiration: Double?
    }

    struct Day: Decodable {
        var calendarDate: String
        var totalSteps: Double?
        var restingHeartRate: Double?
        var wellnessStartTimeGmt: String?
        var wellnessStartTimeLocal: String?
        var durationInMilliseconds: Double?
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        let elements = ElementDecoder(path: options.displayPath)
        try file.withBytes { bytes in
            guard let kind = Self.kind(UnsafeBufferPointer(rebasing: bytes.prefix(FormatDetector.headLength))) else {
                throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not a Garmin sleepData or UDSFile.")
            }
            try JSONArrayStream.forEachElement(in: bytes, path: options.displayPath, sink: &sink) { element, record, sink in
                switch kind {
                case .sleep:
                    guard let night = try elements.decode(Night.self, element, record: record, into: &sink) else { return }
                    try Self.emit(night, record: record, options: options, into: &sink)
                case .dailySummary:
                    guard let day = try elements.decode(Day.self, element, record: record, into: &sink) else { return }
                    try Self.emit(day, record: record, options: options, into: &sink)
                }
            }
        }
    }

    static func emit(_ night: Night, record: Int, options: ReadOptions, into sink: inout some RecordSink) throws {
        guard let day = LocalDate(iso: night.calendarDate) else {
            try sink.reject(InputError(file: options.displayPath, line: record, field: "calendarDate",
                                       reason: "'\(night.calendarDate)' is not YYYY-MM-DD"))
            return
        }
        guard let startText = night.sleepStartTimestampGMT, let endText = night.sleepEndTimestampGMT,
              let start = InstantParser.parseNaive(startText), let end = InstantParser.parseNaive(endText), end >= start else {
            try sink.reject(InputError(file: options.displayPath, line: record, field: "sleepStartTimestampGMT",
                                       reason: "sleep start/end missing or not yyyy-MM-ddTHH:mm:ss.0 in order"))
            return
        }
        let offset = options.fallbackUTCOffset(end)
        let stages: [(Metric, Double?)] = [
            (.sleepTotalDeep, night.deepSleepSeconds), (.sleepTotalLight, night.lightSleepSeconds),
            (.sleepTotalREM, night.remSleepSeconds), (.sleepTotalAwake, night.awakeSleepSeconds),
        ]
        let present = stages.compactMap { metric, seconds in VendorValue.present(seconds).map { (metric, $0) } }
        guard !present.isEmpty else {
            sink.skip(kind: "sleep window without stage totals")
            return
        }
        let asleep = present.filter { $0.0 != .sleepTotalAwake }
        let totals = present + (asleep.isEmpty ? [] : [(Metric.sleepTotalAsleep, asleep.reduce(0) { $0 + $1.1 })])
        for (metric, seconds) in totals {
            try sink.accept(Sample(metric: metric, start: start, end: end, utcOffset: offset, value: seconds / 60,
                                   source: source))
        }
        if let breaths = VendorValue.present(night.averageRespiration, zeroIsMissing: true) {
            try sink.accept(DailySummary.sample(.respiratoryRate, day: day, utcOffset: offset, value: breaths, source: source))
        }
    }

    static func emit(_ summary: Day, record: Int, options: ReadOptions, into sink: inout some RecordSink) throws {
        guard let day = LocalDate(iso: summary.calendarDate) else {
            try sink.reject(InputError(file: options.displayPath, line: record, field: "calendarDate",
                                       reason: "'\(summary.calendarDate)' is not YYYY-MM-DD"))
            return
        }
        let offset: Int32
        if let gmt = summary.wellnessStartTimeGmt.flatMap({ InstantParser.parseNaive($0) }),
           let local = summary.wellnessStartTimeLocal.flatMap({ InstantParser.parseNaive($0) }), abs(local - gmt) <= 18 * 3600 {
            offset = Int32(local - gmt)
        } else {
            offset = VendorTime.fromLocal(day.midnight(utcOffset: 0), options: options).offset
        }
        let length = summary.durationInMilliseconds.flatMap { VendorValue.seconds($0 / 1000, limit: 26 * 3600) }
            .flatMap { $0 >= 22 * 3600 ? $0 : nil } ?? 86_400
        let values: [(Metric, Double?)] = [(.steps, summary.totalSteps), (.restingHeartRate, summary.restingHeartRate)]
        for case let (metric, value?) in values.map({ ($0.0, VendorValue.present($0.1, zeroIsMissing: true)) }) {
            try sink.accept(DailySummary.sample(metric, day: day, utcOffset: offset, value: value, source: source,
                                                seconds: length))
        }
    }
}
