import PulsumCore

/// The database ids of the sources seen during an import.
///
/// Hashing a ``SourceRef`` hashes two strings (with Unicode normalisation), which cost more than
/// the insert it serves. Readers hand the same few sources again and again, usually as the very
/// same string objects, so the most recent ones are compared first (equal storage compares in
/// constant time) and the dictionary is only asked on a miss.
struct SourceIDCache {
    private var recent: [(source: SourceRef, id: Int64)] = []
    private var all: [SourceRef: Int64] = [:]
    /// How many recent sources are compared before the dictionary.
    static var recentCount: Int { 4 }

    /// The id of a source already inserted, or `nil`.
    mutating func id(of source: SourceRef) -> Int64? {
        if let hit = recent.firstIndex(where: { $0.source == source }) { return recent[hit].id }
        guard let id = all[source] else { return nil }
        remember(source, id: id)
        return id
    }

    mutating func insert(_ source: SourceRef, id: Int64) {
        all[source] = id
        remember(source, id: id)
    }

    private mutating func remember(_ source: SourceRef, id: Int64) {
        if recent.count >= Self.recentCount { recent.removeLast() }
        recent.insert((source, id), at: 0)
    }
}
