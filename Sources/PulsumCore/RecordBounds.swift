/// The limits every stored record must meet, whatever reader produced it: a plausible instant
/// window, a longest duration and longest source strings.
///
/// They bound the work and the space one bad record can cause: a single record dated
/// 0001-01-01 or 9999-12-31 once made the daily aggregation create 738,946 day rows, and a
/// 200 MB source name was stored whole. The store rejects a record outside them with an
/// ``InputError`` naming the file, the record and the field.
public struct RecordBounds: Sendable, Equatable {
    /// 2000-01-01T00:00:00Z: no consumer wearable export holds older data.
    public static let earliestInstant: Int64 = 946_684_800
    /// How far after the import a record may lie: 48 hours, so "tomorrow" in any time zone.
    public static let futureAllowance: Int64 = 48 * 3600
    /// The longest record (a sample or a sleep segment): 31 days.
    public static let longestDuration: Int64 = 31 * 86_400
    /// The longest source name or device model, in UTF-8 bytes.
    public static let longestSourceField = 256

    /// The accepted instants, `[earliestInstant, now + futureAllowance]`.
    public var instants: ClosedRange<Int64>

    /// Bounds for an import running at `now` (seconds since 1970).
    public init(now: Int64) {
        instants = Self.earliestInstant...max(Self.earliestInstant, now + Self.futureAllowance)
    }

    /// Why a record breaks the bounds, or `nil` when it meets them.
    ///
    /// - Parameter position: the record's line, or its number, in its file.
    public func violation(start: Int64, end: Int64, source: SourceRef, file: String, at position: RecordPosition) -> InputError? {
        func reject(_ field: String, _ reason: String) -> InputError {
            InputError(file: file, line: position.number, field: field, reason: reason + position.note)
        }
        for (field, instant) in [("start", start), ("end", end)] where !instants.contains(instant) {
            return reject(field, "\(Self.text(instant)) is outside the plausible window \(Self.text(instants.lowerBound)) "
                + "to \(Self.text(instants.upperBound)) (tomorrow)")
        }
        if end - start > Self.longestDuration {
            return reject("end", "the record lasts \((end - start) / 86_400) days; Pulsum reads records of at most "
                + "\(Self.longestDuration / 86_400) days")
        }
        if source.name.utf8.count > Self.longestSourceField {
            return reject("source", "the source name is \(source.name.utf8.count) bytes; at most \(Self.longestSourceField)")
        }
        if source.deviceModel.utf8.count > Self.longestSourceField {
            return reject("device", "the device model is \(source.deviceModel.utf8.count) bytes; at most \(Self.longestSourceField)")
        }
        return nil
    }

    /// An instant as `YYYY-MM-DDTHH:MM:SSZ` (any year; never traps).
    static func text(_ instant: Int64) -> String {
        let clamped = min(max(instant, -50_000_000_000_000), 50_000_000_000_000)
        let day = LocalDate(instant: clamped, utcOffset: 0)
        let seconds = clamped - Int64(day.dayNumber) * 86_400
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day)T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }
}
