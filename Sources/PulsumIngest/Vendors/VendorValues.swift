import PulsumCore

/// Reading numbers the way vendors write them: empty cells, `NaN`, `None`, `null` and (where a
/// vendor writes it as a stand-in for "not measured") `0` mean "no value", never 0.
enum VendorValue {
    /// The number in a cell, `nil` when missing; a cell that is not a number is rejected.
    static func number(
        _ row: HeaderCSV.Row, _ column: Int?, field: String, zeroIsMissing: Bool = false,
        into sink: inout some RecordSink
    ) throws -> Double? {
        guard let text = row[column] else { return nil }
        if missingWords.contains(text.lowercased()) { return nil }
        guard let value = Double(text), value.isFinite else {
            try sink.reject(row.error(field, "'\(text)' is not a number"))
            return nil
        }
        guard value >= 0 else {
            try sink.reject(row.error(field, "\(text) is negative"))
            return nil
        }
        return zeroIsMissing && value == 0 ? nil : value
    }

    /// A decoded JSON number, `nil` when absent, non-finite, negative or (when asked) 0.
    static func present(_ value: Double?, zeroIsMissing: Bool = false) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return zeroIsMissing && value == 0 ? nil : value
    }

    /// A duration in whole seconds, `nil` unless finite and within `0...limit` (guards the
    /// `Int64` conversion against damaged numbers such as `9e99`).
    static func seconds(_ value: Double, limit: Double = 366 * 86_400) -> Int64? {
        value.isFinite && value >= 0 && value <= limit ? Int64(value) : nil
    }

    static let missingWords: Set<String> = ["nan", "none", "null", "n/a", "-"]
}

/// Time conventions shared by the vendor readers.
enum VendorTime {
    /// The UTC instant and offset of a naive local wall-clock time (seconds since 1970 as if UTC)
    /// in the configured fallback zone.
    static func fromLocal(_ local: Int64, options: ReadOptions) -> (instant: Int64, offset: Int32) {
        let guess = options.fallbackUTCOffset(local)
        let offset = options.fallbackUTCOffset(local - Int64(guess))
        return (local - Int64(offset), offset)
    }

    /// A UTC instant with the configured zone's offset at that instant.
    static func fromUTC(_ instant: Int64, options: ReadOptions) -> (instant: Int64, offset: Int32) {
        (instant, options.fallbackUTCOffset(instant))
    }

    /// US-style `M/d/yy HH:mm:ss` or `M/d/yyyy h:mm:ss AM` (also without seconds or without a
    /// time) as naive seconds since 1970.
    static func parseUS(_ text: some StringProtocol) -> Int64? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...3).contains(parts.count) else { return nil }
        let date = parts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard date.count == 3, let month = Int(date[0]), let dayOfMonth = Int(date[1]), var year = Int(date[2]),
              date[2].count == 2 || date[2].count == 4 else { return nil }
        if date[2].count == 2 { year += 2000 }
        guard let day = LocalDate(year: year, month: month, day: dayOfMonth) else { return nil }
        var seconds = 0
        if parts.count >= 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(time.count), var hour = Int(time[0]), let minute = Int(time[1]),
                  (0...59).contains(minute) else { return nil }
            let second = time.count == 3 ? Int(time[2]) : 0
            guard let second, (0...59).contains(second) else { return nil }
            if parts.count == 3 {
                let marker = parts[2].uppercased()
                guard (1...12).contains(hour), marker == "AM" || marker == "PM" else { return nil }
                hour = hour % 12 + (marker == "PM" ? 12 : 0)
            }
            guard (0...23).contains(hour) else { return nil }
            seconds = hour * 3600 + minute * 60 + second
        }
        return Int64(day.dayNumber) * 86_400 + Int64(seconds)
    }

    /// An offset label such as `UTC-04:00`, `UTC+0530`, `GMT+1`, `+05:30`; `nil` when malformed.
    static func offsetLabel(_ text: some StringProtocol) -> Int32? {
        var body = Substring(text).drop(while: { $0 == " " })
        for prefix in ["UTC", "GMT"] where body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        if body.isEmpty { return 0 }
        guard let sign = body.first, sign == "+" || sign == "-" else { return nil }
        let digits = body.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy(\.isNumber), [1, 2, 4].contains(digits.count) else { return nil }
        let hours = Int(digits.prefix(digits.count == 4 ? 2 : digits.count)) ?? 99
        let minutes = digits.count == 4 ? Int(digits.suffix(2)) ?? 99 : 0
        guard hours <= 18, minutes < 60 else { return nil }
        return Int32((hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1))
    }

    /// The local day of a naive `YYYY-MM-DD...` text (its first 10 characters).
    static func day(_ text: some StringProtocol) -> LocalDate? {
        LocalDate(iso: text.prefix(10))
    }
}
