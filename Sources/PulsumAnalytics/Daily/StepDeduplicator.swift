import PulsumCore

/// Daily step totals that never count the same steps twice.
///
/// Steps are spread over fixed 15-minute buckets (an interval sample in proportion to its
/// overlap with each bucket, an instant sample into the bucket of its start). In each bucket
/// one source counts: the one ranked best by the ``SourcePriority``; when several sources share
/// the best rank (two apps, two phones), the largest of their bucket values. A day is the sum of
/// its buckets, so a watch that was off for part of a day leaves the phone's steps to count.
enum StepDeduplicator {
    /// Bucket length in seconds. Every UTC offset in use is a multiple of 15 minutes, so
    /// buckets never straddle a local midnight.
    static let bucketSeconds: Int64 = 900

    /// Steps per source in one bucket; sources are indices into the run's source list, and a
    /// bucket holds the few sources that counted in it, so a short list beats a dictionary.
    private struct Bucket {
        var utcOffset: Int32
        var bySource: [(source: Int, steps: Double)] = []

        mutating func add(_ steps: Double, source: Int) {
            if let entry = bySource.firstIndex(where: { $0.source == source }) {
                bySource[entry].steps += steps
            } else {
                bySource.append((source, steps))
            }
        }
    }

    /// Steps per local day for the given step samples (other metrics are ignored).
    static func dailySteps(_ samples: [Sample], priority: SourcePriority) -> [LocalDate: Double] {
        var sourceIndex = RecentFirstMap<SourceRef, Int>()
        var sources: [SourceRef] = []
        var buckets: [Int64: Bucket] = [:]
        for sample in samples where sample.metric == .steps {
            let source: Int
            if let known = sourceIndex.value(for: sample.source) {
                source = known
            } else {
                source = sources.count
                sources.append(sample.source)
                sourceIndex.set(source, for: sample.source)
            }
            let first = floorDiv(sample.start, bucketSeconds)
            guard sample.end > sample.start else {
                buckets[first, default: Bucket(utcOffset: sample.utcOffset)].add(sample.value, source: source)
                continue
            }
            let last = floorDiv(sample.end - 1, bucketSeconds)
            let duration = Double(sample.end - sample.start)
            for index in first...last {
                let overlap = min(sample.end, (index + 1) * bucketSeconds) - max(sample.start, index * bucketSeconds)
                guard overlap > 0 else { continue }
                buckets[index, default: Bucket(utcOffset: sample.utcOffset)].add(
                    sample.value * Double(overlap) / duration, source: source)
            }
        }
        let ranks = sources.map { priority.rank(of: $0) }
        var days: [LocalDate: Double] = [:]
        for (index, bucket) in buckets {
            var bestRank = Int.max, bestValue = 0.0
            for (source, value) in bucket.bySource {
                let rank = ranks[source]
                if rank < bestRank || (rank == bestRank && value > bestValue) {
                    bestRank = rank
                    bestValue = value
                }
            }
            days[LocalDate(instant: index * bucketSeconds, utcOffset: bucket.utcOffset), default: 0] += bestValue
        }
        return days
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : (a - b + 1) / b }
}
