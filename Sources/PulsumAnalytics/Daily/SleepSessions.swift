import PulsumCore

/// One source's sleep segments merged into a session (segments less than an hour apart).
public struct SleepSession: Hashable, Sendable {
    public var source: SourceRef
    /// UTC start and end of the session (earliest start, latest end of its segments).
    public var start: Int64
    public var end: Int64
    /// Offset of the segment that ends last: decides the wake day.
    public var endUTCOffset: Int32
    /// Seconds per stage (overlapping segments of one stage counted once).
    public var seconds: [SleepStage: Int64]
    /// The asleep intervals (core, deep, REM, unspecified), merged.
    public var asleepIntervals: [ClosedRange<Int64>]

    /// Time asleep: core + deep + REM + unspecified.
    public var asleepSeconds: Int64 { asleepIntervals.reduce(0) { $0 + $1.upperBound - $1.lowerBound } }
    /// The local day the session ends on (its wake day).
    public var wakeDay: LocalDate { LocalDate(instant: end, utcOffset: endUTCOffset) }
    /// Whether the session has stage detail (core, deep or REM).
    public var isStaged: Bool { [.core, .deep, .rem].contains { seconds[$0] != nil } }

    /// Whether two sessions share any time.
    public func overlaps(_ other: SleepSession) -> Bool { start < other.end && other.start < end }
}

/// Builds sleep sessions and picks each day's main sleep.
public enum SleepSessions {
    /// Segments of one source whose gap is shorter than this belong to one session.
    public static let maximumGapSeconds: Int64 = 3600

    /// The sessions of every source, ordered by start. Sessions with no duration at all (a
    /// zero-length "in bed" marker) are dropped.
    public static func build(_ segments: [SleepSegment]) -> [SleepSession] {
        var sessions: [SleepSession] = []
        for (source, group) in Dictionary(grouping: segments, by: \.source) {
            var current: [SleepSegment] = []
            var currentEnd = Int64.min
            for segment in group.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
                if !current.isEmpty, segment.start - currentEnd >= maximumGapSeconds {
                    sessions.append(session(source: source, current))
                    current.removeAll()
                }
                current.append(segment)
                currentEnd = current.count == 1 ? segment.end : max(currentEnd, segment.end)
            }
            if !current.isEmpty { sessions.append(session(source: source, current)) }
        }
        return sessions.filter { $0.end > $0.start }.sorted { ($0.start, $0.end, $0.source.name) < ($1.start, $1.end, $1.source.name) }
    }

    /// The main sleep of each wake day: the session with the most time asleep ending that day
    /// (then: better-ranked source, more time in bed, earlier start). A day whose sessions have
    /// no asleep time at all (in-bed only) takes the session with the most time in bed.
    public static func mainSleeps(_ sessions: [SleepSession], priority: SourcePriority) -> [LocalDate: SleepSession] {
        var main: [LocalDate: SleepSession] = [:]
        for session in sessions {
            let day = session.wakeDay
            if let current = main[day], !isBetter(session, than: current, priority: priority) { continue }
            main[day] = session
        }
        return main
    }

    /// Asleep seconds of each day's naps: sessions ending that day that share no time with any
    /// main sleep. Naps recorded by several sources are counted once (their intervals are merged).
    public static func napSeconds(_ sessions: [SleepSession], mainSleeps: [LocalDate: SleepSession]) -> [LocalDate: Int64] {
        let mains = Array(mainSleeps.values)
        var intervals: [LocalDate: [ClosedRange<Int64>]] = [:]
        for session in sessions where session.asleepSeconds > 0 && !mains.contains(where: { $0.overlaps(session) }) {
            intervals[session.wakeDay, default: []].append(contentsOf: session.asleepIntervals)
        }
        return intervals.mapValues { merge($0).reduce(0) { $0 + $1.upperBound - $1.lowerBound } }
    }

    private static func isBetter(_ a: SleepSession, than b: SleepSession, priority: SourcePriority) -> Bool {
        if a.asleepSeconds != b.asleepSeconds { return a.asleepSeconds > b.asleepSeconds }
        let rankA = priority.rank(of: a.source), rankB = priority.rank(of: b.source)
        if rankA != rankB { return rankA < rankB }
        let bedA = a.seconds[.inBed] ?? 0, bedB = b.seconds[.inBed] ?? 0
        if bedA != bedB { return bedA > bedB }
        return a.start < b.start
    }

    private static func session(source: SourceRef, _ segments: [SleepSegment]) -> SleepSession {
        let last = segments.max { $0.end < $1.end }
        var seconds: [SleepStage: Int64] = [:]
        for stage in SleepStage.allCases {
            let ranges = segments.filter { $0.stage == stage }.map { $0.start...max($0.start, $0.end) }
            guard !ranges.isEmpty else { continue }
            seconds[stage] = merge(ranges).reduce(0) { $0 + $1.upperBound - $1.lowerBound }
        }
        let asleep = merge(segments.filter(\.stage.isAsleep).map { $0.start...max($0.start, $0.end) })
        return SleepSession(source: source, start: segments.map(\.start).min() ?? 0, end: last?.end ?? 0,
                            endUTCOffset: last?.utcOffset ?? 0, seconds: seconds, asleepIntervals: asleep)
    }

    /// Merges overlapping or touching intervals.
    static func merge(_ ranges: [ClosedRange<Int64>]) -> [ClosedRange<Int64>] {
        var merged: [ClosedRange<Int64>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
