#if canImport(Glibc)
import Glibc
#endif

/// Memoises a value computed from a short byte string (a record type, a source, a unit).
///
/// Export records come grouped by type and source, so the last key usually matches and costs
/// one `memcmp`; other keys go through a dictionary, which is emptied when it grows past
/// ``limit`` so memory stays bounded whatever the file holds.
struct ByteKeyCache<Value> {
    private var lastKey: [UInt8] = []
    private var lastValue: Value?
    private var table: [[UInt8]: Value] = [:]
    let limit: Int

    init(limit: Int = 4096) { self.limit = limit }

    mutating func value(for key: UnsafeBufferPointer<UInt8>, make: (UnsafeBufferPointer<UInt8>) throws -> Value)
        rethrows -> Value
    {
        if let lastValue, lastKey.count == key.count, Self.equal(lastKey, key) { return lastValue }
        let owned = Array(key)
        let value: Value
        if let known = table[owned] {
            value = known
        } else {
            value = try make(key)
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[owned] = value
        }
        lastKey = owned
        lastValue = value
        return value
    }

    private static func equal(_ owned: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        owned.withUnsafeBufferPointer { stored in
            guard let a = stored.baseAddress, let b = key.baseAddress else { return stored.count == key.count }
            return memcmp(a, b, key.count) == 0
        }
    }
}
