import PulsumCore

/// A multiset of doubles kept as a treap (a binary search tree that is also a heap on random
/// priorities), each node knowing the size of its subtree, in caller-provided memory.
///
/// Properties:
/// - In-order traversal gives the values ascending; equal values may sit on either side of each
///   other, so every node satisfies `left subtree ≤ node ≤ right subtree`.
/// - Priorities come from a fixed-seed SplitMix64 stream (``PulsumCore/SeededGenerator``), drawn
///   at each insertion and independent of the values. The shape is therefore that of a random
///   binary search tree whatever the data: the expected depth of every node is below
///   2 ln(count) + 1, and ``insert(_:)``, ``remove(_:)``, ``withHalves(_:)`` each cost expected
///   O(log count). Runs are reproducible (same input, same tree, same results).
/// - No allocation after creation: nodes come from a free list over the provided memory.
///
/// It does not own its memory: use it only inside the `withUnsafeMutableBufferPointer` scope of
/// an array of `capacity + 1` ``Node/empty`` nodes (node 0 is the shared empty tree, size 0).
/// Indices are `Int32`, so `capacity < Int32.max`.
struct OrderStatisticTree {
    /// One value with its children (0 = none), the size of its subtree and its heap priority.
    struct Node {
        var value: Double
        var left: Int32
        var right: Int32
        var size: Int32
        var priority: UInt32

        /// An unused node (also the empty tree at index 0).
        static let empty = Node(value: 0, left: 0, right: 0, size: 0, priority: 0)
    }

    private let nodes: UnsafeMutableBufferPointer<Node>
    private var root: Int32 = 0
    /// The first unused node; unused nodes are chained through `left`.
    private var free: Int32
    private var priorities = SeededGenerator(seed: 0x5EED_0F_7EA9)

    init(nodes: UnsafeMutableBufferPointer<Node>) {
        self.nodes = nodes
        for index in nodes.indices.dropFirst() {
            nodes[index] = .empty
            nodes[index].left = index + 1 < nodes.count ? Int32(index + 1) : 0
        }
        nodes[0] = .empty
        free = nodes.count > 1 ? 1 : 0
    }

    /// How many values the tree holds.
    var count: Int { Int(nodes[Int(root)].size) }

    /// Adds `value` (not NaN). Expected O(log count).
    /// - Precondition: fewer than `capacity` values are held.
    mutating func insert(_ value: Double) {
        let node = free
        free = nodes[Int(node)].left
        nodes[Int(node)] = Node(value: value, left: 0, right: 0, size: 1,
                                priority: UInt32(truncatingIfNeeded: priorities.next()))
        root = insert(node, into: root)
    }

    /// Removes one copy of `value`, which must be held (compared with `==`). Expected O(log count).
    mutating func remove(_ value: Double) {
        root = remove(value, from: root)
    }

    /// Splits the values into the `count / 2` smallest (``Halves/lower``) and the rest
    /// (``Halves/upper``), calls `body` with both, and joins them back into the same tree.
    /// Expected O(log count) besides `body`.
    mutating func withHalves<Result>(_ body: (Halves) -> Result) -> Result {
        let (lower, upper) = split(root, rank: count / 2)
        let result = body(Halves(nodes: UnsafeBufferPointer(nodes), lower: lower, upper: upper))
        root = merge(lower, upper)
        return result
    }

    // MARK: Treap primitives (recursion depth = tree depth, expected O(log count))

    private func left(_ node: Int32) -> Int32 { nodes[Int(node)].left }
    private func right(_ node: Int32) -> Int32 { nodes[Int(node)].right }

    private func setChildren(of node: Int32, left: Int32, right: Int32) {
        nodes[Int(node)].left = left
        nodes[Int(node)].right = right
        nodes[Int(node)].size = nodes[Int(left)].size + nodes[Int(right)].size + 1
    }

    /// Puts `node` below the last ancestor with a higher priority, splitting that subtree at its value.
    private func insert(_ node: Int32, into tree: Int32) -> Int32 {
        guard tree != 0 else { return node }
        if nodes[Int(node)].priority > nodes[Int(tree)].priority {
            let (lower, upper) = split(tree, atOrBelow: nodes[Int(node)].value)
            setChildren(of: node, left: lower, right: upper)
            return node
        }
        if nodes[Int(node)].value < nodes[Int(tree)].value {
            setChildren(of: tree, left: insert(node, into: left(tree)), right: right(tree))
        } else {
            setChildren(of: tree, left: left(tree), right: insert(node, into: right(tree)))
        }
        return tree
    }

    private mutating func remove(_ value: Double, from tree: Int32) -> Int32 {
        guard tree != 0 else { return 0 }
        let found = nodes[Int(tree)].value
        if value == found {
            let joined = merge(left(tree), right(tree))
            nodes[Int(tree)] = .empty
            nodes[Int(tree)].left = free
            free = tree
            return joined
        }
        if value < found {
            setChildren(of: tree, left: remove(value, from: left(tree)), right: right(tree))
        } else {
            setChildren(of: tree, left: left(tree), right: remove(value, from: right(tree)))
        }
        return tree
    }

    /// (values ≤ `value`, values > `value`).
    private func split(_ tree: Int32, atOrBelow value: Double) -> (Int32, Int32) {
        guard tree != 0 else { return (0, 0) }
        if nodes[Int(tree)].value <= value {
            let (lower, upper) = split(right(tree), atOrBelow: value)
            setChildren(of: tree, left: left(tree), right: lower)
            return (tree, upper)
        }
        let (lower, upper) = split(left(tree), atOrBelow: value)
        setChildren(of: tree, left: upper, right: right(tree))
        return (lower, tree)
    }

    /// (the `rank` smallest values, the rest).
    private func split(_ tree: Int32, rank: Int) -> (Int32, Int32) {
        guard tree != 0 else { return (0, 0) }
        let leftSize = Int(nodes[Int(left(tree))].size)
        if rank <= leftSize {
            let (lower, upper) = split(left(tree), rank: rank)
            setChildren(of: tree, left: upper, right: right(tree))
            return (lower, tree)
        }
        let (lower, upper) = split(right(tree), rank: rank - leftSize - 1)
        setChildren(of: tree, left: left(tree), right: lower)
        return (tree, upper)
    }

    /// Joins two trees where every value of `lower` ≤ every value of `upper`.
    private func merge(_ lower: Int32, _ upper: Int32) -> Int32 {
        guard lower != 0 else { return upper }
        guard upper != 0 else { return lower }
        if nodes[Int(lower)].priority > nodes[Int(upper)].priority {
            setChildren(of: lower, left: left(lower), right: merge(right(lower), upper))
            return lower
        }
        setChildren(of: upper, left: merge(lower, left(upper)), right: right(upper))
        return upper
    }
}
