import Foundation
import PulsumCore
import PulsumFiles

/// Reads Google Fit Takeout's raw streams `All Data/*.json`
/// (`{"Data Source": "...", "Data Points": [...]}`), times in epoch **nanoseconds** (parsed as
/// integers, never through `Double`), offsets from the configured zone.
///
/// | `Data Source` | mapping |
/// |---|---|
/// | `derived:com.google.step_count.delta:…:merge_step_deltas` | steps over each point |
/// | other `step_count.delta` streams (`estimated_steps`, per-app) | skipped: the same steps again |
/// | `…heart_rate.bpm…` | heart rate |
/// | `…respiratory_rate…` | respiratory rate |
/// | `…sleep.segment…` | 1 awake, 2 asleep, 4 light, 5 deep, 6 REM → sleep segments (3 out of bed skipped) |
///
/// Other streams (location, calories, …) are counted as skipped.
public struct GoogleFitStreamReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.googleFitJSON
    static let source = SourceRef(name: "Google Fit", deviceModel: "raw streams")
    static let sleepStages: [Int64: SleepStage] = [1: .awake, 2: .asleepUnspecified, 4: .core, 5: .deep, 6: .rem]

    /// A reader with no state; reuse it freely.
    public init() {}

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        jsonHead(bytes, opensWith: "{", contains: "\"Data Source\"", "\"Data Points\"")
    }

    struct Header: Decodable {
        var dataSource: String
        enum CodingKeys: String, CodingKey { case dataSource = "Data Source" }
    }

    struct Point: Decodable {
        struct FitValue: Decodable {
            struct Value: Decodable {
                var intVal: Int64?
                var fpVal: Double?
            }
            var value: Value
        }
        var fitValue: [FitValue]
        var startTimeNanos: Int64
        var endTimeNanos: Int64
    }

    enum Stream { case steps, heartRate, respiratoryRate, sleep }

    static func stream(_ dataSource: String) -> Stream? {
        if dataSource.contains("step_count.delta") {
            return dataSource.hasPrefix("derived:") && dataSource.hasSuffix(":merge_step_deltas") ? .steps : nil
        }
        if dataSource.contains("heart_rate.bpm") { return .heartRate }
        if dataSource.contains("respiratory_rate") { return .respiratoryRate }
        if dataSource.contains("sleep.segment") { return .sleep }
        return nil
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        let elements = ElementDecoder(path: options.displayPath)
        try file.withBytes { bytes in
            let dataSource = try Self.dataSource(bytes, path: options.displayPath)
            let stream = Self.stream(dataSource)
            try JSONArrayStream.forEachElement(in: bytes, key: "Data Points", path: options.displayPath, sink: &sink) {
                element, record, sink in
                guard let stream else {
                    sink.skip(kind: dataSource.contains("step_count") ? "step stream duplicating merge_step_deltas"
                                                                       : "Google Fit data type not used")
                    return
                }
                guard let point = try elements.decode(Point.self, element, record: record, into: &sink) else { return }
                let start = point.startTimeNanos / 1_000_000_000
                let end = point.endTimeNanos / 1_000_000_000
                guard end >= start, let value = point.fitValue.first?.value else {
                    try sink.reject(InputError(file: options.displayPath, line: record, field: "fitValue",
                                               reason: "point without a value or ending before it starts"))
                    return
                }
                let offset = options.fallbackUTCOffset(start)
                switch stream {
                case .sleep:
                    guard let code = value.intVal, let stage = Self.sleepStages[code] else {
                        sink.skip(kind: "sleep segment out of bed or unknown")
                        return
                    }
                    try sink.accept(SleepSegment(stage: stage, start: start, end: end, utcOffset: offset, source: Self.source))
                case .steps, .heartRate, .respiratoryRate:
                    let metric: Metric = stream == .steps ? .steps : stream == .heartRate ? .heartRate : .respiratoryRate
                    guard let number = VendorValue.present(value.intVal.map(Double.init) ?? value.fpVal,
                                                           zeroIsMissing: metric != .steps) else {
                        sink.skip(kind: "\(metric.rawValue) point without value")
                        return
                    }
                    try sink.accept(Sample(metric: metric, start: start, end: end, utcOffset: offset, value: number,
                                           source: Self.source))
                }
            }
        }
    }

    /// The `Data Source` string, decoded from the object's text before `"Data Points"`.
    static func dataSource(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws -> String {
        var scanner = JSONArrayStream.Scanner(bytes: bytes)
        guard let arrayStart = scanner.findArray(forKey: "Data Points") else {
            throw PulsumError.unrecognizedFormat(path: path, hint: "No \"Data Points\" array in the Google Fit stream.")
        }
        if let oversize = ElementDecoder.oversize(arrayStart, file: path, line: 1) {
            throw PulsumError.truncatedFile(path: path, detail: "the part before \"Data Points\" is too long: " + oversize.reason)
        }
        var prefix = Array(UnsafeBufferPointer(rebasing: bytes[..<arrayStart]))
        prefix += Array("[]}".utf8)
        guard let header = try? ElementDecoder(path: path).decoder.decode(Header.self, from: Data(prefix)) else {
            throw PulsumError.unrecognizedFormat(path: path, hint: "\"Data Source\" must come before \"Data Points\".")
        }
        return header.dataSource
    }
}
