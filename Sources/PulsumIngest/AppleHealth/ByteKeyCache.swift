#if canImport(Glibc)
import Glibc
#endif

/// Memoises a value computed from a short byte string (a record type, a source, a unit).
///
/// Export records come grouped by type and interleave a few sources, so a handful of recent
/// keys, compared with `memcmp`, answer almost every lookup; other keys go through a
/// dictionary, which is emptied when it grows past ``limit`` so memory stays bounded whatever
/// the file holds. A key longer than ``longestKey`` (a damaged or hostile attribute) is never
/// copied or kept: its value is made afresh.
struct ByteKeyCache<Value> {
    private var recent: [(key: [UInt8], value: Value)] = []
    private var table: [[UInt8]: Value] = [:]
    /// How many recent keys are checked before the dictionary.
    static var recentCount: Int { 8 }
    /// The longest key (both parts) that is cached; real types, sources and units are far shorter.
    static var longestKey: Int { 1024 }
    let limit: Int

    init(limit: Int = 4096) { self.limit = limit }

    mutating func value(for key: UnsafeBufferPointer<UInt8>, make: (UnsafeBufferPointer<UInt8>) throws -> Value)
        rethrows -> Value
    {
        try value(for: key, UnsafeBufferPointer(start: nil, count: 0)) { first, _ in try make(first) }
    }

    /// The value for a key made of two parts (compared in place, without joining them first).
    mutating func value(
        for first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
        make: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> Value
    ) rethrows -> Value {
        if first.count + second.count > Self.longestKey { return try make(first, second) }
        for index in recent.indices where Self.equal(recent[index].key, first, second) {
            return recent[index].value
        }
        let owned = Array(first) + [0] + Array(second)
        let value: Value
        if let known = table[owned] {
            value = known
        } else {
            value = try make(first, second)
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[owned] = value
        }
        if recent.count >= Self.recentCount { recent.removeLast() }
        recent.insert((owned, value), at: 0)
        return value
    }

    /// Whether `owned` is `first`, a 0 byte, then `second`.
    private static func equal(_ owned: [UInt8], _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard owned.count == first.count + 1 + second.count else { return false }
        return owned.withUnsafeBufferPointer { stored in
            guard let base = stored.baseAddress, stored[first.count] == 0 else { return false }
            return same(base, first) && same(base + first.count + 1, second)
        }
    }

    private static func same(_ stored: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        return memcmp(stored, base, bytes.count) == 0
    }
}
