import PulsumCore

/// Sleep stages per night, naps, and bedtime / wake-time spread.
public struct SleepSeries: Sendable {
    /// One night's minutes per stage (wake day), naps that day.
    public struct Night: Sendable {
        /// The wake day.
        public var day: LocalDate
        /// Minutes of deep, core (light) and REM sleep in the main sleep.
        public var deep: Double
        public var core: Double
        public var rem: Double
        /// Asleep without a stage (sources that do not record stages).
        public var unstaged: Double
        /// Minutes awake in bed during the main sleep.
        public var awake: Double
        /// Minutes of naps that day.
        public var nap: Double

        /// Minutes of the stacked bar.
        public var total: Double { deep + core + rem + unstaged + awake + nap }
        /// Minutes asleep in the main sleep.
        public var asleep: Double { deep + core + rem + unstaged }
    }

    /// Nights with any sleep value, in day order.
    public var nights: [Night]
    /// Bedtimes and wake times of the period, in day order.
    public var timings: [NightTiming]
    /// Days of the period.
    public var dates: [LocalDate]

    init(dates: [LocalDate], days: [LocalDate: DailyMetrics], nights timings: [NightTiming]) {
        self.dates = dates
        nights = dates.compactMap { day in
            guard let metrics = days[day] else { return nil }
            let asleep = metrics[.sleepAsleep] ?? 0
            let deep = metrics[.sleepDeep] ?? 0
            let core = metrics[.sleepCore] ?? 0
            let rem = metrics[.sleepREM] ?? 0
            let night = Night(day: day, deep: deep, core: core, rem: rem, unstaged: max(asleep - deep - core - rem, 0),
                              awake: metrics[.sleepAwake] ?? 0, nap: metrics[.nap] ?? 0)
            return night.total > 0 ? night : nil
        }
        self.timings = timings.sorted { $0.wakeDay < $1.wakeDay }
    }

    /// The median and the middle half (25th–75th percentile) of a list of minutes.
    public static func spread(_ minutes: [Int]) -> (median: Int, low: Int, high: Int)? {
        guard !minutes.isEmpty else { return nil }
        let sorted = minutes.sorted()
        func quantile(_ q: Double) -> Int {
            let position = q * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = min(lower + 1, sorted.count - 1)
            let fraction = position - Double(lower)
            return Int((Double(sorted[lower]) * (1 - fraction) + Double(sorted[upper]) * fraction).rounded())
        }
        return (quantile(0.5), quantile(0.25), quantile(0.75))
    }
}
