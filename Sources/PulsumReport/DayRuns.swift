import PulsumCore

/// Splits day-indexed values into runs of consecutive days that all have a value, so a line or
/// a band is drawn only where there is data and a missing day is a gap, never a zero.
public enum DayRuns {
    /// The runs of consecutive days with a value, each in day order. Input in any order;
    /// a day listed twice keeps its last value.
    public static func split<Value>(_ values: [(day: LocalDate, value: Value?)]) -> [[(day: LocalDate, value: Value)]] {
        var byDay: [Int: Value] = [:]
        for entry in values {
            if let value = entry.value { byDay[entry.day.dayNumber] = value } else { byDay[entry.day.dayNumber] = nil }
        }
        var runs: [[(day: LocalDate, value: Value)]] = []
        var current: [(day: LocalDate, value: Value)] = []
        for dayNumber in byDay.keys.sorted() {
            guard let value = byDay[dayNumber] else { continue }
            if let last = current.last, last.day.dayNumber + 1 != dayNumber {
                runs.append(current)
                current = []
            }
            current.append((LocalDate(dayNumber: dayNumber), value))
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Consecutive days sharing the same label (`nil` labels end a run and are dropped), as
    /// (first day, last day, label): used for gaps with one reason and calibrating stretches.
    public static func stretches(_ labels: [(day: LocalDate, label: String?)]) -> [(first: LocalDate, last: LocalDate, label: String)] {
        var result: [(first: LocalDate, last: LocalDate, label: String)] = []
        for entry in labels.sorted(by: { $0.day < $1.day }) {
            guard let label = entry.label else { continue }
            if let last = result.last, last.label == label, last.last.dayNumber + 1 == entry.day.dayNumber {
                result[result.count - 1].last = entry.day
            } else {
                result.append((entry.day, entry.day, label))
            }
        }
        return result
    }
}
