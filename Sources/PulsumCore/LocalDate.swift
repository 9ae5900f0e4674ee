/// A calendar day in the proleptic Gregorian calendar, without a time zone.
///
/// Stored as the number of days since 1970-01-01, so arithmetic and ordering are exact and cheap.
/// Conversions use Howard Hinnant's `days_from_civil` / `civil_from_days` algorithms.
public struct LocalDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int

    public init(dayNumber: Int) { self.dayNumber = dayNumber }

    /// The day for a year, month (1–12) and day (1–31); `nil` when the date does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year) else {
            return nil
        }
        self.dayNumber = LocalDate.daysFromCivil(year: year, month: month, day: day)
    }

    /// The local day of a UTC instant seen from a zone with the given offset.
    public init(instant: Int64, utcOffset: Int32) {
        let local = instant + Int64(utcOffset)
        self.dayNumber = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
    }

    /// Parses `YYYY-MM-DD` (exactly ten ASCII characters; about 20 ns, no allocation).
    public init?(iso string: some StringProtocol) {
        var text = String(string)
        guard let parsed = text.withUTF8({ bytes -> LocalDate? in
            guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
                  let year = InstantParser.digits(bytes, 0, 4), let month = InstantParser.digits(bytes, 5, 2),
                  let day = InstantParser.digits(bytes, 8, 2) else { return nil }
            return LocalDate(year: year, month: month, day: day)
        }) else { return nil }
        self = parsed
    }

    /// Year, month (1–12) and day (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (y, m, d) = components
        return "\(ZeroPadded.text(y, width: 4))-\(ZeroPadded.text(m, width: 2))-\(ZeroPadded.text(d, width: 2))"
    }

    /// UTC instant of local midnight starting this day, for a zone with the given offset.
    public func midnight(utcOffset: Int32) -> Int64 { Int64(dayNumber) * 86_400 - Int64(utcOffset) }

    /// The day `n` days later (earlier when negative).
    public func adding(days n: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + n) }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// Days from 1970-01-01 to a civil date.
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Number of days in a month of a year.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// Zero-padded decimal text.
enum ZeroPadded {
    static func text(_ value: Int, width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
