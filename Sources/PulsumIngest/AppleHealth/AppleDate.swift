import PulsumCore

/// Apple Health timestamps: `2021-03-01 07:12:44 +0100` (iOS 9+) and the compact
/// `20150908113500+0200` of iOS 8 exports. Both carry the offset the phone was in when it
/// wrote the export (not when the sample was recorded).
enum AppleDate {
    /// The instant and written offset, or `nil` when the text is neither shape.
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> ZonedInstant? {
        if b.count == 19, b[14] == UInt8(ascii: "+") || b[14] == UInt8(ascii: "-") { return parseCompact(b) }
        return InstantParser.parse(bytes: b)
    }

    /// `yyyyMMddHHmmss±hhmm`.
    static func parseCompact(_ b: UnsafeBufferPointer<UInt8>) -> ZonedInstant? {
        let number = InstantParser.digits
        guard b.count == 19, let y = number(b, 0, 4), let mo = number(b, 4, 2), let d = number(b, 6, 2),
              let h = number(b, 8, 2), let mi = number(b, 10, 2), let s = number(b, 12, 2),
              let zh = number(b, 15, 2), let zm = number(b, 17, 2),
              (1...12).contains(mo), d >= 1, d <= LocalDate.daysIn(month: mo, year: y), h <= 23, mi <= 59, s <= 60,
              zh <= 18, zm <= 59
        else { return nil }
        let offset = (zh * 3600 + zm * 60) * (b[14] == UInt8(ascii: "-") ? -1 : 1)
        let local = Int64(LocalDate.daysFromCivil(year: y, month: mo, day: d)) * 86_400 + Int64(h * 3600 + mi * 60 + s)
        return ZonedInstant(epochSeconds: local - Int64(offset), utcOffset: Int32(offset))
    }
}
