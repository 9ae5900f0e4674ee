import PulsumCore
import PulsumFiles

/// Reads the fitbit.com account archive's per-day and per-month JSON arrays:
/// `heart_rate-*.json` (bpm every 5–15 s), `steps-*.json` (steps per minute, written as strings)
/// and `resting_heart_rate-*.json` (one daily value; `0.0` with `"date": null` = missing).
///
/// Time convention: `dateTime` is `MM/dd/yy HH:mm:ss` in UTC (the files are cut at local
/// midnight, but no offset is written), so samples take the configured zone's offset. Resting
/// HR is a daily summary of the local date it names.
public struct FitbitIntradayReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.fitbitIntradayJSON
    static let source = SourceRef(name: "Fitbit")

    enum Kind { case heartRate, steps, restingHeartRate }

    /// A reader with no state; reuse it freely.
    public init() {}

    static func kind(path: String, head bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        let name = fileName(of: path)
        guard jsonHead(bytes, opensWith: "[", contains: "\"dateTime\"") else { return nil }
        if head(bytes, contains: "\"bpm\"", "\"confidence\"") { return .heartRate }
        if head(bytes, contains: "\"error\"", "\"date\"") { return .restingHeartRate }
        if name.hasPrefix("steps-"), name.hasSuffix(".json") { return .steps }
        return nil
    }

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.kind(path: path, head: head) != nil
    }

    struct HeartRateEntry: Decodable {
        struct Value: Decodable { var bpm: Double? }
        var dateTime: String
        var value: Value
    }

    struct StepsEntry: Decodable {
        var dateTime: String
        var value: String
    }

    struct RestingEntry: Decodable {
        struct Value: Decodable { var value: Double? }
        var dateTime: String
        var value: Value
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        let kind = file.withBytes { bytes in
            Self.kind(path: path, head: UnsafeBufferPointer(rebasing: bytes.prefix(FormatDetector.headLength)))
        }
        guard let kind else {
            throw PulsumError.unrecognizedFormat(path: options.displayPath, hint: "Not a Fitbit heart-rate, steps or resting-heart-rate file.")
        }
        let elements = ElementDecoder(path: options.displayPath)
        try file.withBytes { bytes in
            try JSONArrayStream.forEachElement(in: bytes, path: options.displayPath, sink: &sink) { element, record, sink in
                switch kind {
                case .heartRate:
                    guard let entry = try elements.decode(HeartRateEntry.self, element, record: record, into: &sink),
                          let time = try instant(entry.dateTime, record: record, options: options, into: &sink) else { return }
                    guard let bpm = VendorValue.present(entry.value.bpm, zeroIsMissing: true) else {
                        sink.skip(kind: "heart rate without value")
                        return
                    }
                    try sink.accept(Sample(metric: .heartRate, start: time.instant, end: time.instant,
                                           utcOffset: time.offset, value: bpm, source: Self.source))
                case .steps:
                    guard let entry = try elements.decode(StepsEntry.self, element, record: record, into: &sink),
                          let time = try instant(entry.dateTime, record: record, options: options, into: &sink) else { return }
                    guard let steps = Double(entry.value.trimmingWhitespace), steps.isFinite, steps >= 0 else {
                        try sink.reject(InputError(file: options.displayPath, line: record, field: "value",
                                                   reason: "'\(entry.value)' is not a step count"))
                        return
                    }
                    try sink.accept(Sample(metric: .steps, start: time.instant, end: time.instant + 60,
                                           utcOffset: time.offset, value: steps, source: Self.source))
                case .restingHeartRate:
                    guard let entry = try elements.decode(RestingEntry.self, element, record: record, into: &sink) else { return }
                    guard let local = VendorTime.parseUS(entry.dateTime) else {
                        try sink.reject(InputError(file: options.displayPath, line: record, field: "dateTime",
                                                   reason: "'\(entry.dateTime)' is not MM/dd/yy HH:mm:ss"))
                        return
                    }
                    guard let bpm = VendorValue.present(entry.value.value, zeroIsMissing: true) else {
                        sink.skip(kind: "resting heart rate missing (0.0)")
                        return
                    }
                    let day = LocalDate(dayNumber: Int(local / 86_400))
                    let offset = VendorTime.fromLocal(local, options: options).offset
                    try sink.accept(DailySummary.sample(.restingHeartRate, day: day, utcOffset: offset, value: bpm,
                                                        source: Self.source))
                }
            }
        }
    }

    /// The UTC instant of an intraday `dateTime`, or `nil` after rejecting it.
    private func instant(
        _ text: String, record: Int, options: ReadOptions, into sink: inout some RecordSink
    ) throws -> (instant: Int64, offset: Int32)? {
        guard let utc = VendorTime.parseUS(text) else {
            try sink.reject(InputError(file: options.displayPath, line: record, field: "dateTime",
                                       reason: "'\(text)' is not MM/dd/yy HH:mm:ss"))
            return nil
        }
        return VendorTime.fromUTC(utc, options: options)
    }
}
