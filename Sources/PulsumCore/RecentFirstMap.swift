/// A dictionary that compares the few most recently used keys before hashing.
///
/// Made for keys such as ``SourceRef`` whose hash covers whole strings (with Unicode
/// normalisation): readers and queries hand out the same few sources again and again, usually as
/// the very same string objects, which compare equal in constant time. A miss falls back to the
/// dictionary, so any number of keys stays correct.
public struct RecentFirstMap<Key: Hashable, Value> {
    @usableFromInline var recent: [(key: Key, value: Value)] = []
    @usableFromInline var all: [Key: Value] = [:]
    /// How many recent keys are compared before the dictionary.
    @inlinable static var recentCount: Int { 4 }

    public init() {}

    /// The value stored for `key`, or `nil`.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        if let hit = recent.firstIndex(where: { $0.key == key }) { return recent[hit].value }
        guard let value = all[key] else { return nil }
        remember(key, value)
        return value
    }

    /// Stores `value` for `key`.
    @inlinable
    public mutating func set(_ value: Value, for key: Key) {
        all[key] = value
        if let hit = recent.firstIndex(where: { $0.key == key }) { recent.remove(at: hit) }
        remember(key, value)
    }

    @inlinable
    mutating func remember(_ key: Key, _ value: Value) {
        if recent.count >= Self.recentCount { recent.removeLast() }
        recent.insert((key, value), at: 0)
    }
}
