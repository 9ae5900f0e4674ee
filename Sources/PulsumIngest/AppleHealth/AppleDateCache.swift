import PulsumCore

/// Parses Apple dates, reusing the day of the previous one.
///
/// Consecutive records mostly fall on the same day and carry the same export-time offset, so
/// for the usual `2021-03-01 07:12:44 +0100` shape only the time of day is read when the date
/// and offset bytes equal the last parsed ones; the calendar arithmetic and range checks of the
/// day are done once per day. Any other shape goes through ``AppleDate/parse(_:)`` unchanged.
struct AppleDateCache {
    /// Bytes 0–7 (`2021-03-`), 8–9 (`01`) and 17–24 (`44 +0100` with the seconds masked out)
    /// of the last date cached; `dayStart` is its local midnight in UTC seconds.
    private var key: (UInt64, UInt16, UInt64)?
    private var dayStart: Int64 = 0
    private var offset: Int32 = 0

    /// Length of `yyyy-MM-dd HH:mm:ss ±hhmm`.
    static let length = 25
    /// Keeps bytes 19–24 of the word loaded at 17 (drops the two seconds digits).
    private static let zoneMask: UInt64 = 0xFFFF_FFFF_FFFF_0000

    /// The same result as ``AppleDate/parse(_:)``.
    mutating func parse(_ b: UnsafeBufferPointer<UInt8>) -> ZonedInstant? {
        guard b.count == Self.length, b[10] == 0x20, b[19] == 0x20, let base = b.baseAddress else {
            return AppleDate.parse(b)
        }
        let raw = UnsafeRawPointer(base)
        let bytesKey = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
                        UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)),
                        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 17, as: UInt64.self)) & Self.zoneMask)
        if let key, key == bytesKey, let time = Self.timeOfDay(b) {
            return ZonedInstant(epochSeconds: dayStart + time, utcOffset: offset)
        }
        guard let parsed = AppleDate.parse(b), let time = Self.timeOfDay(b) else { return nil }
        key = bytesKey
        dayStart = parsed.epochSeconds - time
        offset = parsed.utcOffset
        return parsed
    }

    /// Seconds since local midnight of `HH:mm:ss` at offset 11, range-checked as the full parser does.
    private static func timeOfDay(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard b[13] == 0x3A, b[16] == 0x3A, let h = InstantParser.digits(b, 11, 2),
              let mi = InstantParser.digits(b, 14, 2), let s = InstantParser.digits(b, 17, 2), h <= 23, mi <= 59, s <= 60
        else { return nil }
        return Int64(h * 3600 + mi * 60 + s)
    }
}
