import Foundation
import PulsumTestSupport
import Testing
@testable import PulsumVectorStore

@Suite struct ExactSearchTests {
    @Test(arguments: [1, 2])
    func fixtureMatchesFloat64BruteForce(threads: Int) throws {
        let (base, queries, expected) = try TestVectors.fixture()
        let single = try (0..<expected.ids.count).map { q in
            try ExactSearch.search(matrix: base, dimension: expected.dimension,
                                   queries: Array(queries[(q * expected.dimension)..<((q + 1) * expected.dimension)]),
                                   k: expected.k, threads: threads)[0]
        }
        let batch = try ExactSearch.search(matrix: base, dimension: expected.dimension, queries: queries, k: expected.k,
                                           threads: threads)
        for results in [single, batch] {
            #expect(results.map { $0.map(\.row) } == expected.ids)
            for (hits, scores) in zip(results, expected.scores) {
                for (hit, score) in zip(hits, scores) { #expect(abs(Double(hit.score) - score) < 1e-6) }
            }
        }
    }

    /// Enough rows that two threads really split them (more than 2 × 8,192), with duplicated
    /// rows so equal vectors straddle the split point. BLAS rounds a row's score differently
    /// depending on where it falls in a block (last-bit differences), so results across thread
    /// counts agree in ids and within 1e-6 in score, not bit for bit.
    @Test func twoThreadsAndBatchesAgreeWithOneThread() throws {
        let dimension = 16
        var matrix = TestVectors.random(rows: 20000, dimension: dimension, seed: 3)
        // Row 19000 duplicates row 10 and row 15000 duplicates row 9000.
        matrix.replaceSubrange((19000 * dimension)..<(19001 * dimension), with: matrix[(10 * dimension)..<(11 * dimension)])
        matrix.replaceSubrange((15000 * dimension)..<(15001 * dimension), with: matrix[(9000 * dimension)..<(9001 * dimension)])
        var queries = Array(matrix[(10 * dimension)..<(11 * dimension)]) + Array(matrix[(9000 * dimension)..<(9001 * dimension)])
        queries += TestVectors.random(rows: 10, dimension: dimension, seed: 4)
        let one = try ExactSearch.search(matrix: matrix, dimension: dimension, queries: queries, k: 7, threads: 1)
        let two = try ExactSearch.search(matrix: matrix, dimension: dimension, queries: queries, k: 7, threads: 2)
        #expect(Set(one[0].prefix(2).map(\.row)) == [10, 19000])
        #expect(Set(one[1].prefix(2).map(\.row)) == [9000, 15000])
        #expect(Set(two[0].prefix(2).map(\.row)) == [10, 19000])
        #expect(Set(two[1].prefix(2).map(\.row)) == [9000, 15000])
        let reference = TestVectors.bruteForce(matrix: matrix, queries: queries, dimension: dimension, k: 7)
        for (q, expected) in reference.enumerated() {
            for results in [one, two] {
                if q >= 2 { #expect(results[q].map(\.row) == expected.map(\.row), "query \(q)") }
                for (hit, want) in zip(results[q], expected) { #expect(abs(Double(hit.score) - want.score) < 1e-5) }
            }
        }
    }

    /// The batch path packs 256-row blocks into 16-row panels and multiplies 120 queries at a
    /// time: a row count and a dimension that are multiples of neither, and more than two chunks
    /// of queries, on one and two threads.
    @Test(arguments: [1, 2])
    func batchesAcrossBlocksAndQueryChunksMatchBruteForce(threads: Int) throws {
        let dimension = 37
        let matrix = TestVectors.random(rows: 1000, dimension: dimension, seed: 5)
        let queries = TestVectors.random(rows: 250, dimension: dimension, seed: 6)
        let results = try ExactSearch.search(matrix: matrix, dimension: dimension, queries: queries, k: 5, threads: threads)
        let reference = TestVectors.bruteForce(matrix: matrix, queries: queries, dimension: dimension, k: 5)
        #expect(results.count == 250)
        for (q, expected) in reference.enumerated() {
            #expect(results[q].map(\.row) == expected.map(\.row), "query \(q)")
            for (hit, want) in zip(results[q], expected) { #expect(abs(Double(hit.score) - want.score) < 1e-5) }
        }
    }

    @Test func kLargerThanTheRowsReturnsEveryRow() throws {
        let matrix = TestVectors.random(rows: 3, dimension: 4, seed: 1)
        let hits = try ExactSearch.search(matrix: matrix, dimension: 4, queries: Array(matrix[0..<4]), k: 10)
        #expect(hits[0].count == 3)
        #expect(hits[0][0].row == 0)
    }

    @Test func rejectsABadK() {
        #expect(throws: VectorStoreError.self) {
            try ExactSearch.search(matrix: [1, 0], dimension: 2, queries: [1, 0], k: 0)
        }
    }

    @Test(.enabled(if: TestPaths.shared("golden/vectors/groundtruth.json") != nil, "needs ../shared/golden/vectors"))
    func goldenMatchesFaissIndexFlatIP() throws {
        struct Truth: Decodable {
            var ids: [[Int]]
            var scores: [[Double]]
        }
        let folder = try #require(TestPaths.shared("golden/vectors"))
        let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: folder.appendingPathComponent("groundtruth.json")))
        let base = try TestVectors.floats(folder.appendingPathComponent("base.f32.bin"))
        let queries = try TestVectors.floats(folder.appendingPathComponent("queries.f32.bin"))
        #expect(base.count == 10000 * 384 && queries.count == 100 * 384)
        // Near-ties (scores < 1e-5 apart) documented in the golden README: order may differ.
        let nearTies: Set<Int> = [6, 17, 42, 84, 88]
        for threads in [1, 2] {
            let batch = try ExactSearch.search(matrix: base, dimension: 384, queries: queries, k: 10, threads: threads)
            let single = try (0..<100).map { q in
                try ExactSearch.search(matrix: base, dimension: 384, queries: Array(queries[(q * 384)..<((q + 1) * 384)]), k: 10,
                                       threads: threads)[0]
            }
            for results in [batch, single] {
                for q in 0..<100 {
                    let scores = results[q].map { Double($0.score) }
                    #expect(scores.count == 10)
                    for (got, want) in zip(scores, truth.scores[q]) { #expect(abs(got - want) <= 1e-5, "query \(q)") }
                    if !nearTies.contains(q) { #expect(results[q].map(\.row) == truth.ids[q], "query \(q)") }
                }
            }
        }
    }
}
