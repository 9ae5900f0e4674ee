import PulsumCore
import Testing

@Suite("Shard arithmetic")
struct ShardTests {
    /// Ids shaped like the ones Pulsum makes, plus study codes.
    static let ids: [String] = (0..<2_000).map { "p-" + String(UInt64($0) &* 0x9e37_79b9_7f4a_7c15 & 0xffff_ffff_ffff, radix: 16) }
        + (1...300).map { "S\($0)" }

    @Test("every person is in exactly one shard, for several shard counts", arguments: [1, 2, 3, 4, 7, 16, 64])
    func coverage(count: Int) throws {
        let shards = try (0..<count).map { try Shard(index: $0, count: count) }
        var seen: [String: Int] = [:]
        for shard in shards {
            for id in Self.ids where shard.contains(id) { seen[id, default: 0] += 1 }
        }
        #expect(seen.count == Self.ids.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
        // Spread: no shard holds more than twice its fair share.
        let sizes = shards.map { shard in Self.ids.filter(shard.contains).count }
        #expect(sizes.max() ?? 0 <= 2 * Self.ids.count / count + 1)
    }

    @Test("the hash is the published FNV-1a 64, the same on every platform")
    func fnvVectors() {
        #expect(StableHasher.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHasher.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHasher.fnv1a("foobar") == 0x8594_4171_f739_67e8)
        #expect(Shard.number(of: "a", count: 4) == Int(UInt64(0xaf63_dc4c_8601_ec8c) % 4))
    }

    @Test("I/N parses; bad shards are refused with the reason")
    func parsing() throws {
        #expect(try Shard(parsing: "2/5") == Shard(index: 2, count: 5))
        for bad in ["5/5", "-1/3", "1/0", "1", "a/b", "1/2/3", ""] {
            #expect(throws: PulsumError.self) { try Shard(parsing: bad) }
        }
    }

    @Test("the shard comes from --shard, else JOB_COMPLETION_INDEX with PULSUM_SHARD_COUNT, else the whole cohort")
    func resolution() throws {
        #expect(try Shard.resolve(explicit: "1/3", environment: ["JOB_COMPLETION_INDEX": "0", "PULSUM_SHARD_COUNT": "2"])
            == Shard(index: 1, count: 3))
        #expect(try Shard.resolve(explicit: nil, environment: ["JOB_COMPLETION_INDEX": "3", "PULSUM_SHARD_COUNT": "8"])
            == Shard(index: 3, count: 8))
        #expect(try Shard.resolve(explicit: nil, environment: [:]) == .whole)
        #expect(throws: PulsumError.self) { try Shard.resolve(explicit: nil, environment: ["JOB_COMPLETION_INDEX": "3"]) }
        #expect(throws: PulsumError.self) { try Shard.resolve(explicit: nil, environment: ["PULSUM_SHARD_COUNT": "3"]) }
    }
}
