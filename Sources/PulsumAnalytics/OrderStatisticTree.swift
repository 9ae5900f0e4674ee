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
        let priority = UInt32(truncatingIfNeeded: priorities.next())
        nodes[Int(node)] = Node(value: value, left: 0, right: 0, size: 1, priority: priority)
        // Walk down, counting the new value in every subtree it joins, to the first node of lower
        // priority; that subtree is split around `value` and hung below the new node.
        var hole = Hole.root
        var tree = root
        while tree != 0 && nodes[Int(tree)].priority >= priority {
            nodes[Int(tree)].size += 1
            (hole, tree) = step(from: tree, toward: value)
        }
        let below = nodes[Int(tree)].size
        let (lower, upper) = split(tree, rank: rank(of: value, in: tree))
        nodes[Int(node)].left = lower
        nodes[Int(node)].right = upper
        nodes[Int(node)].size += below
        attach(node, at: hole)
    }

    /// Removes one copy of `value`, which must be held (compared with `==`). Expected O(log count).
    mutating func remove(_ value: Double) {
        var hole = Hole.root
        var tree = root
        while tree != 0 && nodes[Int(tree)].value != value {
            nodes[Int(tree)].size -= 1
            (hole, tree) = step(from: tree, toward: value)
        }
        guard tree != 0 else { return }
        attach(merge(nodes[Int(tree)].left, nodes[Int(tree)].right), at: hole)
        nodes[Int(tree)] = .empty
        nodes[Int(tree)].left = free
        free = tree
    }

    /// Splits the values into the `count / 2` smallest (``Halves/lower``) and the rest
    /// (``Halves/upper``), calls `body` with both, and joins them back into the same tree.
    /// Expected O(log count) besides `body`.
    mutating func withHalves<Result>(_ body: (Halves) -> Result) -> Result {
        let (lower, upper) = split(root, rank: nodes[Int(root)].size / 2)
        let result = body(Halves(nodes: UnsafeBufferPointer(nodes), lower: lower, upper: upper))
        root = merge(lower, upper)
        return result
    }

    // MARK: Treap primitives, top-down: each visits one root-to-leaf path, expected O(log count)

    /// A child field, `parent`'s left or right. Parent 0 stands for the tree's root in
    /// ``attach(_:at:)`` and for node 0's scratch fields in ``hang(_:at:)``.
    private struct Hole {
        var parent: Int32
        var isLeft: Bool
        static let root = Hole(parent: 0, isLeft: false)
    }

    /// The child of `tree` where `value` belongs (left when smaller, else right) and its field.
    private func step(from tree: Int32, toward value: Double) -> (Hole, Int32) {
        value < nodes[Int(tree)].value
            ? (Hole(parent: tree, isLeft: true), nodes[Int(tree)].left)
            : (Hole(parent: tree, isLeft: false), nodes[Int(tree)].right)
    }

    /// Sets a child field, or the root for ``Hole/root``.
    private mutating func attach(_ tree: Int32, at hole: Hole) {
        if hole.parent == 0 {
            root = tree
        } else {
            hang(tree, at: hole)
        }
    }

    /// How many values of a subtree are ≤ `value`.
    private func rank(of value: Double, in tree: Int32) -> Int32 {
        var tree = tree
        var rank: Int32 = 0
        while tree != 0 {
            if value < nodes[Int(tree)].value {
                tree = nodes[Int(tree)].left
            } else {
                rank += nodes[Int(nodes[Int(tree)].left)].size + 1
                tree = nodes[Int(tree)].right
            }
        }
        return rank
    }

    /// (the `rank` smallest values, the rest). Sizes are known on the way down: a node that
    /// goes low keeps exactly the `rank` values still to be taken, one that goes high loses them.
    private func split(_ tree: Int32, rank: Int32) -> (lower: Int32, upper: Int32) {
        var tree = tree
        var rank = rank
        // Node 0's child fields stand in for the two new roots while the paths are built.
        var lowHole = Hole(parent: 0, isLeft: true)
        var highHole = Hole(parent: 0, isLeft: false)
        while tree != 0 {
            let leftSize = nodes[Int(nodes[Int(tree)].left)].size
            if rank <= leftSize {
                nodes[Int(tree)].size -= rank
                hang(tree, at: highHole)
                highHole = Hole(parent: tree, isLeft: true)
                tree = nodes[Int(tree)].left
            } else {
                nodes[Int(tree)].size = rank
                hang(tree, at: lowHole)
                lowHole = Hole(parent: tree, isLeft: false)
                rank -= leftSize + 1
                tree = nodes[Int(tree)].right
            }
        }
        hang(0, at: lowHole)
        hang(0, at: highHole)
        let roots = (lower: nodes[0].left, upper: nodes[0].right)
        nodes[0] = .empty
        return roots
    }

    /// Joins two trees where every value of `lower` ≤ every value of `upper`: the node of higher
    /// priority goes on top and takes the whole other tree into its size.
    private func merge(_ lower: Int32, _ upper: Int32) -> Int32 {
        var lower = lower
        var upper = upper
        var hole = Hole(parent: 0, isLeft: true)
        while lower != 0 && upper != 0 {
            if nodes[Int(lower)].priority > nodes[Int(upper)].priority {
                nodes[Int(lower)].size += nodes[Int(upper)].size
                hang(lower, at: hole)
                hole = Hole(parent: lower, isLeft: false)
                lower = nodes[Int(lower)].right
            } else {
                nodes[Int(upper)].size += nodes[Int(lower)].size
                hang(upper, at: hole)
                hole = Hole(parent: upper, isLeft: true)
                upper = nodes[Int(upper)].left
            }
        }
        hang(lower != 0 ? lower : upper, at: hole)
        let joined = nodes[0].left
        nodes[0] = .empty
        return joined
    }

    /// Sets a child field, node 0's included (used as scratch by ``split(_:rank:)`` and ``merge(_:_:)``).
    private func hang(_ tree: Int32, at hole: Hole) {
        if hole.isLeft {
            nodes[Int(hole.parent)].left = tree
        } else {
            nodes[Int(hole.parent)].right = tree
        }
    }
}
