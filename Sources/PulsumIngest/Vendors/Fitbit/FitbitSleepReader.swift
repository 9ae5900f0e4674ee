import PulsumCore
import PulsumFiles

/// Reads Fitbit sleep logs (`sleep-*.json`, account archive and Google Takeout): one JSON array
/// of logs, each with `levels.data` stage intervals.
///
/// - Times are naive local (`2018-05-17T00:06:00.000`): converted with the configured zone's
///   offset at the log's start, kept for the whole log.
/// - `stages` logs: `deep`→deep, `light`→core, `rem`→REM, `wake`→awake. Their `shortData`
///   holds short wakes that overlap `data`; they are cut out of the `data` intervals and stored
///   as awake, so no minute is counted twice.
/// - `classic` logs: `asleep`→asleep (stage unknown), `restless` and `awake`→awake (Fitbit's own
///   `minutesAsleep` counts only `asleep`).
/// - When the same night is logged both as `stages` and `classic`, the `classic` log is dropped.
/// - Naps (`mainSleep: false`) are kept as their own intervals; the aggregator's session rule
///   decides which sleep is the night's.
public struct FitbitSleepReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.fitbitSleepJSON
    static let source = SourceRef(name: "Fitbit")

    /// A reader with no state; reuse it freely.
    public init() {}

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        jsonHead(bytes, opensWith: "[", contains: "\"logId\"", "\"dateOfSleep\"", "\"startTime\"")
    }

    struct Log: Decodable {
        struct Levels: Decodable {
            var data: [Level]?
            var shortData: [Level]?
        }

        struct Level: Decodable {
            var dateTime: String
            var level: String
            var seconds: Double
        }

        var startTime: String
        var endTime: String
        var type: String?
        var levels: Levels?
    }

    /// A log converted to UTC intervals.
    struct Night {
        var isStages: Bool
        var start: Int64
        var end: Int64
        var offset: Int32
        var segments: [(stage: SleepStage, start: Int64, end: Int64)]
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        let elements = ElementDecoder(path: options.displayPath)
        var nights: [Night] = []
        try file.withBytes { bytes in
            try JSONArrayStream.forEachElement(in: bytes, path: options.displayPath, sink: &sink) { element, record, sink in
                guard let log = try elements.decode(Log.self, element, record: record, into: &sink) else { return }
                if let night = try Self.night(log, record: record, options: options, into: &sink) { nights.append(night) }
            }
        }
        let stagedNights = nights.filter(\.isStages)
        for night in nights {
            if !night.isStages, stagedNights.contains(where: { $0.start < night.end && night.start < $0.end }) {
                sink.skip(kind: "classic log of a night also logged with stages")
                continue
            }
            for segment in night.segments {
                try sink.accept(SleepSegment(stage: segment.stage, start: segment.start, end: segment.end,
                                             utcOffset: night.offset, source: Self.source))
            }
        }
    }

    static let stageNames: [String: SleepStage] = [
        "deep": .deep, "light": .core, "rem": .rem, "wake": .awake,
        "asleep": .asleepUnspecified, "restless": .awake, "awake": .awake,
    ]

    static func night(_ log: Log, record: Int, options: ReadOptions, into sink: inout some RecordSink) throws -> Night? {
        func reject(_ field: String, _ reason: String) throws -> Night? {
            try sink.reject(InputError(file: options.displayPath, line: record, field: field, reason: reason))
            return nil
        }
        guard let startLocal = InstantParser.parseNaive(log.startTime) else {
            return try reject("startTime", "'\(log.startTime)' is not yyyy-MM-ddTHH:mm:ss.SSS")
        }
        guard let endLocal = InstantParser.parseNaive(log.endTime), endLocal >= startLocal else {
            return try reject("endTime", "'\(log.endTime)' is not a time after startTime")
        }
        let offset = VendorTime.fromLocal(startLocal, options: options).offset
        var night = Night(isStages: log.type == "stages", start: startLocal - Int64(offset),
                          end: endLocal - Int64(offset), offset: offset, segments: [])
        var intervals: [(stage: SleepStage, start: Int64, end: Int64)] = []
        var shortWakes: [(start: Int64, end: Int64)] = []
        for (isShort, levels) in [(false, log.levels?.data ?? []), (true, log.levels?.shortData ?? [])] {
            for level in levels {
                guard let local = InstantParser.parseNaive(level.dateTime), let seconds = VendorValue.seconds(level.seconds) else {
                    return try reject("levels.dateTime", "'\(level.dateTime)' (\(level.seconds) s) is not a valid interval")
                }
                guard let stage = stageNames[level.level] else {
                    return try reject("levels.level", "'\(level.level)' is not a Fitbit sleep level")
                }
                let start = local - Int64(offset)
                let end = start + seconds
                if isShort { shortWakes.append((start, end)) } else { intervals.append((stage, start, end)) }
            }
        }
        if intervals.isEmpty {
            sink.skip(kind: "sleep log without levels")
            return nil
        }
        shortWakes.sort { $0.start < $1.start }
        for interval in intervals {
            var cursor = interval.start
            for wake in shortWakes where wake.end > cursor && wake.start < interval.end {
                if wake.start > cursor { night.segments.append((interval.stage, cursor, wake.start)) }
                cursor = max(cursor, wake.end)
            }
            if cursor < interval.end { night.segments.append((interval.stage, cursor, interval.end)) }
        }
        night.segments += shortWakes.map { (stage: SleepStage.awake, start: $0.start, end: $0.end) }
        return night
    }
}
