import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumVectorStore

@Suite struct TopKTests {
    @Test func crc32cMatchesTheStandardCheckValue() {
        var checksum = Checksum()
        checksum.update(Array("123456789".utf8))
        #expect(checksum.value == 0xE306_9283)
        var chained = Checksum()
        chained.update(Array("1234".utf8))
        chained.update(Array("56789".utf8))
        #expect(chained.value == checksum.value)
    }

    @Test func keepsTheBestKWithTiesToTheLowerRow() {
        var generator = SeededGenerator(seed: 7)
        // Few distinct values, so many ties.
        let scores = (0..<5000).map { _ in Float(Int.random(in: 0..<40, using: &generator)) / 8 }
        for k in [1, 3, 10, 64] {
            var top = TopK(k: k)
            scores.withUnsafeBufferPointer { buffer in
                top.offer(UnsafeBufferPointer(rebasing: buffer[0..<1000]), firstRow: 0)
                top.offer(UnsafeBufferPointer(rebasing: buffer[1000...]), firstRow: 1000)
            }
            let expected = scores.enumerated().map { SearchHit(row: $0.offset, score: $0.element) }
                .sorted(by: SearchHit.ranksBefore).prefix(k)
            #expect(top.sorted() == Array(expected))
        }
    }

    @Test func mergingInAnyOrderGivesTheSameResult() {
        let hits = [(5, Float(1)), (2, 1), (9, 2), (1, 0.5), (7, 2)]
        var forward = TopK(k: 3)
        var backward = TopK(k: 3)
        for (row, score) in hits { forward.offer(score, row: row) }
        for (row, score) in hits.reversed() { backward.offer(score, row: row) }
        #expect(forward.sorted() == backward.sorted())
        #expect(forward.sorted().map(\.row) == [7, 9, 2])
    }

    @Test func skipsNaNAndReturnsFewerWhenRowsAreFew() {
        var top = TopK(k: 5)
        let scores: [Float] = [0.5, .nan, 0.7]
        scores.withUnsafeBufferPointer { top.offer($0, firstRow: 0) }
        #expect(top.sorted().map(\.row) == [2, 0])
    }

    @Test func bulkSkippingFindsEveryEntrantAtAnyOffset() {
        // The SIMD skip steps over 32, 8 and then 1 score at a time: block lengths around those
        // steps, entrants anywhere, and a NaN the heap must never keep.
        var generator = SeededGenerator(seed: 11)
        for length in [1, 7, 8, 9, 31, 32, 33, 100, 257, 1000] {
            var scores = (0..<length).map { _ in Float.random(in: -1..<1, using: &generator) }
            scores[length / 2] = .nan
            var top = TopK(k: 4)
            scores.withUnsafeBufferPointer { buffer in
                let half = length / 3
                top.offer(UnsafeBufferPointer(rebasing: buffer[0..<half]), firstRow: 0)
                top.offer(UnsafeBufferPointer(rebasing: buffer[half...]), firstRow: half)
            }
            let expected = scores.enumerated().filter { !$0.element.isNaN }
                .map { SearchHit(row: $0.offset, score: $0.element) }
                .sorted(by: SearchHit.ranksBefore).prefix(4)
            #expect(top.sorted() == Array(expected), "length \(length)")
        }
    }
}
