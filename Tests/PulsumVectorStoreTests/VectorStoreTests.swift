import Foundation
import Testing
@testable import PulsumVectorStore

@Suite struct VectorStoreTests {
    @Test func upsertReplacesByIdAndSearchReturnsCosine() async throws {
        let store = try VectorStore(dimension: 3, model: TestVectors.model)
        try await store.upsert(id: "a", vector: [2, 0, 0], payload: Data("first".utf8))
        try await store.upsert(id: "b", vector: [0, 5, 0])
        try await store.upsert(id: "c", vector: [1, 1, 0])
        #expect(await store.count == 3)
        let hits = try await store.search([3, 0.1, 0], k: 2)
        #expect(hits.map(\.id) == ["a", "c"])
        #expect(abs(hits[0].score - 3 / (9.01 as Float).squareRoot()) < 1e-6)
        #expect(hits[0].payload == Data("first".utf8))

        try await store.upsert(id: "a", vector: [0, 0, 1], payload: Data("moved".utf8))
        #expect(await store.count == 3)
        let after = try await store.search([0, 0, 1], k: 1)
        #expect(after.map(\.id) == ["a"] && after[0].payload == Data("moved".utf8))
        #expect(abs(after[0].score - 1) < 1e-6)
    }

    @Test func removeMovesTheLastRowAndKeepsEveryOtherEntry() async throws {
        let store = try VectorStore(dimension: 2, model: TestVectors.model)
        for (i, id) in ["a", "b", "c", "d"].enumerated() { try await store.upsert(id: id, vector: [1, Float(i)]) }
        #expect(await store.remove(id: "b"))
        #expect(await !store.remove(id: "b"))
        #expect(await store.ids == ["a", "d", "c"])
        #expect(await store.contains(id: "d"))
        #expect(await !store.contains(id: "b"))
        let d = try #require(await store.entry(id: "d"))
        #expect(abs(d.vector[1] - 3 / (10 as Float).squareRoot()) < 1e-6)
        let hits = try await store.search([1, 3], k: 3)
        #expect(hits.map(\.id) == ["d", "c", "a"])
    }

    @Test func equalScoresRankTheEarlierRowFirst() async throws {
        let store = try VectorStore(dimension: 2, model: TestVectors.model)
        for id in ["z", "y", "x"] { try await store.upsert(id: id, vector: [1, 1]) }
        #expect(try await store.search([1, 1], k: 3).map(\.id) == ["z", "y", "x"])
    }

    @Test func rejectsBadVectorsAndEntries() async throws {
        let store = try VectorStore(dimension: 2, model: TestVectors.model)
        await #expect(throws: VectorStoreError.dimensionMismatch(expected: 2, actual: 3)) {
            try await store.upsert(id: "a", vector: [1, 2, 3])
        }
        await #expect(throws: VectorStoreError.self) { try await store.upsert(id: "a", vector: [0, 0]) }
        await #expect(throws: VectorStoreError.self) { try await store.upsert(id: "a", vector: [.nan, 1]) }
        await #expect(throws: VectorStoreError.self) { try await store.upsert(id: "", vector: [1, 1]) }
        await #expect(throws: VectorStoreError.self) {
            try await store.upsert(id: String(repeating: "x", count: 2000), vector: [1, 1])
        }
        await #expect(throws: VectorStoreError.self) { try await store.search([0, 0], k: 1) }
        #expect(await store.count == 0)
        #expect(try await store.search([1, 0], k: 5).isEmpty)
    }

    @Test func batchSearchEqualsSingleSearches() async throws {
        let dimension = 8
        let store = try VectorStore(dimension: dimension, model: TestVectors.model, searchThreads: 2)
        let rows = TestVectors.random(rows: 500, dimension: dimension, seed: 11)
        for i in 0..<500 {
            try await store.upsert(id: "row-\(i)", vector: Array(rows[(i * dimension)..<((i + 1) * dimension)]))
        }
        let flat = TestVectors.random(rows: 20, dimension: dimension, seed: 12)
        let queries = (0..<20).map { Array(flat[($0 * dimension)..<(($0 + 1) * dimension)]) }
        let batch = try await store.search(batch: queries, k: 5)
        for (query, expected) in zip(queries, batch) {
            // sgemv and sgemm may round the last bit differently: same ids, scores within 1e-6.
            let single = try await store.search(query, k: 5)
            #expect(single.map(\.id) == expected.map(\.id))
            for (a, b) in zip(single, expected) { #expect(abs(a.score - b.score) < 1e-6) }
        }
    }

    /// Searches running while another task upserts and removes: every search sees a consistent
    /// store (k results, distinct ids, each a stored entry, scores sorted) and never crashes.
    @Test func concurrentSearchesDuringUpserts() async throws {
        let dimension = 16
        let store = try VectorStore(dimension: dimension, model: TestVectors.model)
        let seedRows = TestVectors.random(rows: 200, dimension: dimension, seed: 21)
        for i in 0..<200 {
            try await store.upsert(id: "base-\(i)", vector: Array(seedRows[(i * dimension)..<((i + 1) * dimension)]))
        }
        let queryRows = TestVectors.random(rows: 8, dimension: dimension, seed: 22)
        try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask {
                let fresh = TestVectors.random(rows: 400, dimension: dimension, seed: 23)
                for i in 0..<400 {
                    try await store.upsert(id: "new-\(i)", vector: Array(fresh[(i * dimension)..<((i + 1) * dimension)]))
                    if i % 3 == 0 { await store.remove(id: "base-\(i / 3)") }
                }
                return 0
            }
            for worker in 0..<4 {
                group.addTask {
                    var checked = 0
                    for round in 0..<60 {
                        let q = (worker + round) % 8
                        let hits = try await store.search(Array(queryRows[(q * dimension)..<((q + 1) * dimension)]), k: 10)
                        #expect(hits.count == 10)
                        #expect(Set(hits.map(\.id)).count == hits.count)
                        #expect(zip(hits, hits.dropFirst()).allSatisfy { $0.score >= $1.score })
                        for hit in hits where !hit.id.hasPrefix("base-") { #expect(await store.contains(id: hit.id)) }
                        checked += 1
                    }
                    return checked
                }
            }
            var searches = 0
            for try await n in group { searches += n }
            #expect(searches == 240)
        }
        #expect(await store.count == 200 + 400 - 134)
        // After the writes, results equal a brute force over the final contents.
        let ids = await store.ids
        var matrix: [Float] = []
        for id in ids { matrix += try #require(await store.entry(id: id)).vector }
        let query = Array(queryRows[0..<dimension])
        let norm = query.reduce(0) { $0 + $1 * $1 }.squareRoot()
        let reference = TestVectors.bruteForce(matrix: matrix, queries: query.map { $0 / norm }, dimension: dimension, k: 10)[0]
        #expect(try await store.search(query, k: 10).map(\.id) == reference.map { ids[$0.row] })
    }
}
