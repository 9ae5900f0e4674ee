import PulsumCore

/// The x axis of a chart over days: each day is a column, labelled at month (or week, or year)
/// boundaries depending on the span.
struct DayAxis {
    let first: LocalDate
    let last: LocalDate
    let scale: LinearScale

    /// An axis from `first` to `last` drawn between `left` and `right`.
    init(_ days: ClosedRange<LocalDate>, left: Double, right: Double) {
        first = days.lowerBound
        last = days.upperBound
        scale = LinearScale(domain: (Double(first.dayNumber) - 0.5)...(Double(last.dayNumber) + 0.5),
                            rangeStart: left, rangeEnd: right)
    }

    /// The centre of a day's column.
    func x(_ day: LocalDate) -> Double { scale(Double(day.dayNumber)) }

    /// The width of one day's column.
    var dayWidth: Double { scale(1) - scale(0) }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Labelled ticks: weeks (Mondays) for up to 6 weeks, months up to 15 months (every second
    /// or third when crowded), years beyond.
    var ticks: [(day: LocalDate, label: String)] {
        let span = last.dayNumber - first.dayNumber + 1
        let days = (first.dayNumber...last.dayNumber).lazy.map(LocalDate.init(dayNumber:))
        if span <= 42 {
            // 1970-01-01 was a Thursday: dayNumber + 3 ≡ 0 (mod 7) on Mondays.
            return days.filter { (($0.dayNumber + 3) % 7 + 7) % 7 == 0 }.map { day in
                let (_, month, dayOfMonth) = day.components
                return (day, "\(dayOfMonth) \(Self.monthNames[month - 1])")
            }
        }
        if span <= 460 {
            let every = span <= 200 ? 1 : (span <= 370 ? 2 : 3)
            return days.filter { day in
                let (_, month, dayOfMonth) = day.components
                return dayOfMonth == 1 && (month - 1) % every == 0
            }.map { day in
                let (year, month, _) = day.components
                return (day, month == 1 ? "Jan \(year)" : Self.monthNames[month - 1])
            }
        }
        let years = span / 365
        let every = years <= 6 ? 1 : (years <= 12 ? 2 : 5)
        return days.filter { day in
            let (year, month, dayOfMonth) = day.components
            return month == 1 && dayOfMonth == 1 && year % every == 0
        }.map { ($0, String($0.components.year)) }
    }
}
