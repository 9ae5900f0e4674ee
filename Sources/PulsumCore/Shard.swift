/// One of `count` equal slices of a cohort: person `id` belongs to shard
/// `fnv1a(id) mod count`, where `fnv1a` is the published FNV-1a 64-bit hash of the id's UTF-8
/// bytes (``StableHasher/fnv1a(_:)``). The same id lands in the same shard on every machine and
/// in every process, and every person is in exactly one shard of a given count.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, `0..<count`.
    public let index: Int
    /// How many shards the cohort is split into.
    public let count: Int

    /// Environment variable a Kubernetes Indexed Job sets to each pod's index.
    public static let indexVariable = "JOB_COMPLETION_INDEX"
    /// Environment variable with the number of shards (set it to the Job's `completions`).
    public static let countVariable = "PULSUM_SHARD_COUNT"

    /// The whole cohort as one shard.
    public static let whole = Shard(validIndex: 0, count: 1)

    private init(validIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// A shard; throws unless `count ≥ 1` and `0 ≤ index < count`.
    public init(index: Int, count: Int) throws {
        guard count >= 1 else { throw PulsumError.invalidArgument(name: "shard count", reason: "\(count) is not at least 1") }
        guard (0..<count).contains(index) else {
            throw PulsumError.invalidArgument(name: "shard", reason: "index \(index) is not in 0..<\(count)")
        }
        self.init(validIndex: index, count: count)
    }

    /// Parses `I/N` (for example `0/4`, the first of four shards).
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw PulsumError.invalidArgument(name: "shard", reason: "'\(text)' is not I/N, such as 0/4")
        }
        try self.init(index: index, count: count)
    }

    /// The shard to run: `explicit` (`I/N`) when given, else ``indexVariable`` and
    /// ``countVariable`` from the environment, else the whole cohort. One of the two variables
    /// without the other is an error, so a misconfigured Job never scores everyone in every pod.
    public static func resolve(explicit: String?, environment: [String: String]) throws -> Shard {
        if let explicit { return try Shard(parsing: explicit) }
        let index = environment[indexVariable].flatMap { $0.isEmpty ? nil : $0 }
        let count = environment[countVariable].flatMap { $0.isEmpty ? nil : $0 }
        switch (index, count) {
        case (nil, nil):
            return .whole
        case let (index?, count?):
            return try Shard(parsing: "\(index)/\(count)")
        case (_?, nil):
            throw PulsumError.invalidArgument(
                name: "shard", reason: "\(indexVariable) is set but \(countVariable) is not; set it to the Job's completions")
        case (nil, _?):
            throw PulsumError.invalidArgument(name: "shard", reason: "\(countVariable) is set but \(indexVariable) is not")
        }
    }

    /// The shard number of a person id among `count` shards.
    public static func number(of id: String, count: Int) -> Int {
        Int(StableHasher.fnv1a(id) % UInt64(max(count, 1)))
    }

    /// Whether the person belongs to this shard.
    public func contains(_ id: String) -> Bool { Self.number(of: id, count: count) == index }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}
