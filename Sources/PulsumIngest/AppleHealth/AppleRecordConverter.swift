import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PulsumCore

/// Turns one Apple Health `<Record>` into a sample, a sleep segment, a skip or a rejection.
///
/// Holds the caches that keep the per-record cost low (record types, sources, units, sleep
/// values, time zones and days are each decoded once, not once per record).
struct AppleRecordConverter {
    /// Offset for a date written without one (from `--timezone`, else the system's).
    let fallbackOffset: @Sendable (Int64) -> Int32
    private var kinds = ByteKeyCache<AppleRecordKind>()
    private var sources = ByteKeyCache<SourceRef>()
    private var unitFactors = ByteKeyCache<Double?>()
    private var sleepStages = ByteKeyCache<SleepStage?>()
    private var zones: [String: TimeZone?] = [:]
    private var dates = AppleDateCache()

    init(options: ReadOptions) {
        fallbackOffset = options.fallbackUTCOffset
    }

    enum Outcome {
        case sample(Sample)
        case segment(SleepSegment)
        case skip(String)
        case reject(field: String, reason: String)
    }

    mutating func convert(_ record: AppleRecordFields, in bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let typeSpan = record.type, !typeSpan.isEmpty else { return .reject(field: "type", reason: "record without a type") }
        let kind = kinds.value(for: bytes[span: typeSpan]) { AppleRecordKind.classify(XMLText.decode($0)) }
        if case let .other(name) = kind { return .skip(name) }

        guard let startSpan = record.startDate, let start = instant(startSpan, bytes) else {
            return .reject(field: "startDate", reason: "\(quoted(record.startDate, bytes)) is not a date like 2021-03-01 07:12:44 +0100")
        }
        let end: ZonedInstant
        if let endSpan = record.endDate {
            guard let parsed = instant(endSpan, bytes) else {
                return .reject(field: "endDate", reason: "\(quoted(endSpan, bytes)) is not a date like 2021-03-01 07:12:44 +0100")
            }
            end = parsed
        } else {
            end = start
        }
        guard end.epochSeconds >= start.epochSeconds else { return .reject(field: "endDate", reason: "endDate is before startDate") }
        guard let sourceSpan = record.source, !sourceSpan.isEmpty else {
            return .reject(field: "sourceName", reason: "record without a sourceName")
        }
        let source = sourceRef(name: sourceSpan, device: record.device, bytes)
        let offset = localOffset(at: start, zone: record.timeZone, bytes)

        switch kind {
        case .other(let name):
            return .skip(name)
        case .sleep:
            let stage: SleepStage?
            if let valueSpan = record.value {
                stage = sleepStages.value(for: bytes[span: valueSpan]) { AppleRecordKind.sleepStage(XMLText.decode($0)) }
            } else {
                stage = startSpan.count == 19 ? .inBed : nil  // iOS 8 exports omit the value when it is 0 (in bed)
            }
            guard let stage else {
                let valueText = record.value.map { XMLText.decode(bytes[span: $0]) } ?? ""
                return .reject(field: "value", reason: "'\(valueText)' is not a sleep analysis value")
            }
            return .segment(SleepSegment(stage: stage, start: start.epochSeconds, end: end.epochSeconds,
                                         utcOffset: offset, source: source))
        case .quantity(let metric):
            guard let valueSpan = record.value ?? record.average else {
                return .reject(field: "value", reason: "record without a value")
            }
            guard let number = DecimalParser.parse(bytes[span: valueSpan]) else {
                return .reject(field: "value", reason: "\(quoted(valueSpan, bytes)) is not a number")
            }
            guard number >= 0 else { return .reject(field: "value", reason: "\(quoted(valueSpan, bytes)) is negative") }
            let unitBytes = record.unit.map { bytes[span: $0] } ?? UnsafeBufferPointer(start: nil, count: 0)
            let factor = unitFactors.value(for: unitBytes) { bytes in
                UnitConversion.toCanonical(1, unit: XMLText.decode(bytes), metric: metric)
            }
            guard let factor else {
                return .reject(field: "unit", reason: "\(quoted(record.unit, bytes)) is not a unit of \(metric.rawValue)")
            }
            return .sample(Sample(metric: metric, start: start.epochSeconds, end: end.epochSeconds, utcOffset: offset,
                                  value: number * factor, source: source))
        }
    }

    /// A date with its written offset; a date written without one (not something Apple's
    /// exporter does, but hand-edited files do) takes the fallback zone's offset.
    private mutating func instant(_ span: ByteSpan, _ bytes: UnsafeBufferPointer<UInt8>) -> ZonedInstant? {
        let text = bytes[span: span]
        if let instant = dates.parse(text) { return instant }
        guard let local = InstantParser.parseNaive(String(decoding: text, as: UTF8.self)) else { return nil }
        let offset = fallbackOffset(local - Int64(fallbackOffset(local)))
        return ZonedInstant(epochSeconds: local - Int64(offset), utcOffset: offset)
    }

    /// The source, cached by its raw bytes with the device's memory address left out of the key.
    private mutating func sourceRef(name: ByteSpan, device: ByteSpan?, _ bytes: UnsafeBufferPointer<UInt8>) -> SourceRef {
        let deviceBytes = device.map { bytes[span: $0] } ?? UnsafeBufferPointer(start: nil, count: 0)
        let stable = UnsafeBufferPointer(rebasing: deviceBytes[Self.afterAddress(deviceBytes)...])
        return sources.value(for: bytes[span: name], stable) { nameBytes, _ in
            AppleDevice.source(name: XMLText.decode(nameBytes), device: XMLText.decode(deviceBytes))
        }
    }

    /// Index just after the first ", " of a device description (past `<<HKDevice: 0x…>`).
    private static func afterAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var from = 0
        while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: ",")), bytes.count - from) {
            let comma = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if comma + 1 < bytes.count, bytes[comma + 1] == UInt8(ascii: " ") { return comma + 2 }
            from = comma + 1
        }
        return 0
    }

    /// The offset that decides the local day: the record's `HKTimeZone` at its start when it
    /// names a known zone, else the offset written in the export.
    private mutating func localOffset(at start: ZonedInstant, zone: ByteSpan?, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard let zone else { return start.utcOffset }
        let name = XMLText.decode(bytes[span: zone])
        let timeZone: TimeZone?
        if let known = zones[name] {
            timeZone = known
        } else {
            timeZone = TimeZone(identifier: name)
            zones[name] = timeZone
        }
        guard let timeZone else { return start.utcOffset }
        return Int32(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(start.epochSeconds))))
    }

    private func quoted(_ span: ByteSpan?, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let span else { return "(missing)" }
        return "'\(XMLText.decode(bytes[span: span]).prefix(40))'"
    }
}
