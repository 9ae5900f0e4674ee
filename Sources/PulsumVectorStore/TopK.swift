import CKernels

/// The `k` best (score, row) pairs seen so far, kept in a min-heap whose root is the worst kept
/// pair; selection costs O(N log k) and never sorts all N scores.
///
/// Order: higher score is better; on equal scores the lower row is better, so the result does
/// not depend on the order in which rows are offered. NaN scores are never kept.
struct TopK {
    let k: Int
    private var scores: [Float] = []
    private var rows: [Int] = []

    init(k: Int) {
        self.k = k
        scores.reserveCapacity(k)
        rows.reserveCapacity(k)
    }

    /// Offers `block[i]` as the score of row `firstRow + i`, for every `i`.
    mutating func offer(_ block: UnsafeBufferPointer<Float>, firstRow: Int) {
        var index = 0
        while index < block.count, scores.count < k {
            let score = block[index]
            if !score.isNaN { push(score, row: firstRow + index) }
            index += 1
        }
        guard scores.count == k, k > 0 else { return }
        guard let base = block.baseAddress else { return }
        // Rows arrive in increasing order, so a tie with the root never ranks before it: only a
        // strictly higher score enters. The SIMD scan skips everything else in bulk.
        while index < block.count {
            index += pulsum_first_above(base + index, block.count - index, scores[0])
            guard index < block.count else { break }
            replaceRoot(block[index], row: firstRow + index)
            index += 1
        }
    }

    /// Offers one pair (any row order).
    mutating func offer(_ score: Float, row: Int) {
        guard !score.isNaN, k > 0 else { return }
        if scores.count < k {
            push(score, row: row)
        } else if worse(scores[0], rows[0], than: score, row) {
            replaceRoot(score, row: row)
        }
    }

    /// The kept pairs, best first.
    func sorted() -> [SearchHit] {
        zip(rows, scores).map { SearchHit(row: $0, score: $1) }.sorted(by: SearchHit.ranksBefore)
    }

    /// Whether (a, ra) ranks after (b, rb).
    private func worse(_ a: Float, _ ra: Int, than b: Float, _ rb: Int) -> Bool {
        a < b || (a == b && ra > rb)
    }

    private mutating func push(_ score: Float, row: Int) {
        scores.append(score)
        rows.append(row)
        var child = scores.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard worse(scores[child], rows[child], than: scores[parent], rows[parent]) else { break }
            scores.swapAt(child, parent)
            rows.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func replaceRoot(_ score: Float, row: Int) {
        scores[0] = score
        rows[0] = row
        var parent = 0
        let count = scores.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            var worst = left
            let right = left + 1
            if right < count, worse(scores[right], rows[right], than: scores[left], rows[left]) { worst = right }
            guard worse(scores[worst], rows[worst], than: scores[parent], rows[parent]) else { break }
            scores.swapAt(worst, parent)
            rows.swapAt(worst, parent)
            parent = worst
        }
    }
}
