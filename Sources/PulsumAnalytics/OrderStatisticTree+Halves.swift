extension OrderStatisticTree {
    /// The tree split at rank `p = count / 2`: ``lower`` holds the `p` smallest values and
    /// ``upper`` the others (at least one), so every lower value ≤ the median m ≤ every upper value.
    ///
    /// The MAD is found without listing the distances. Read right to left, the lower tree gives
    /// the distances `A = {m − x}` ascending; read left to right, the upper tree gives
    /// `B = {x − m}` ascending. The k-th smallest of `A ∪ B` comes from one simultaneous descent
    /// of both trees: with roots a and b and distances d(a) ≤ d(b), if k ≤ |near(a)| + |near(b)|
    /// (the subtrees of smaller distances) then b and everything farther than b rank above k, so
    /// the descent leaves b for near(b); otherwise a and near(a) rank below k, so k drops by
    /// |near(a)| + 1 and the descent leaves a for its far side (symmetrically when d(a) > d(b)).
    /// Each step goes one level down one tree: O(depth(lower) + depth(upper)), no allocation.
    /// `m − x` and `x − m` equal `|x − m|` exactly and rounding is monotone, so the result is
    /// bit-identical to sorting `|xᵢ − m|` (and to ``SortedSample``).
    struct Halves {
        let nodes: UnsafeBufferPointer<Node>
        let lower: Int32
        let upper: Int32

        /// The middle value, or the mean `(a + b) / 2` of the two middle values of an even count.
        var median: Double {
            let high = value(rank: 0, in: upper)
            guard size(upper) == size(lower) else { return high }
            return (value(rank: size(lower) - 1, in: lower) + high) / 2
        }

        /// The median of `|xᵢ − m|` over all values, with the same even-count rule as ``median``.
        func medianAbsoluteDeviation(around m: Double) -> Double {
            let count = size(lower) + size(upper)
            let highest = distance(rank: count / 2, around: m)
            guard count % 2 == 0 else { return highest }
            return (distance(rank: count / 2 - 1, around: m) + highest) / 2
        }

        /// The `rank`-th smallest (0-based) of `|xᵢ − m|`, by the simultaneous descent above.
        private func distance(rank: Int, around m: Double) -> Double {
            var a = lower
            var b = upper
            var before = rank
            while a != 0 && b != 0 {
                let nearA = size(nodes[Int(a)].right)
                let nearB = size(nodes[Int(b)].left)
                if m - nodes[Int(a)].value <= nodes[Int(b)].value - m {
                    if before <= nearA + nearB {
                        b = nodes[Int(b)].left
                    } else {
                        before -= nearA + 1
                        a = nodes[Int(a)].left
                    }
                } else if before <= nearA + nearB {
                    a = nodes[Int(a)].right
                } else {
                    before -= nearB + 1
                    b = nodes[Int(b)].right
                }
            }
            return a == 0 ? value(rank: before, in: b) - m : m - value(rank: size(a) - 1 - before, in: a)
        }

        private func size(_ tree: Int32) -> Int { Int(nodes[Int(tree)].size) }

        /// The `rank`-th smallest value (0-based) of a subtree.
        private func value(rank: Int, in tree: Int32) -> Double {
            var node = tree
            var rank = rank
            while true {
                let leftSize = size(nodes[Int(node)].left)
                if rank == leftSize { return nodes[Int(node)].value }
                if rank < leftSize {
                    node = nodes[Int(node)].left
                } else {
                    rank -= leftSize + 1
                    node = nodes[Int(node)].right
                }
            }
        }
    }
}
