/// What one comparison driver under `Benchmarks/` reports (the file its `--summary` option
/// writes, through `Benchmarks/summary.py`): Pulsum and its reference tool on the same cases.
public struct ComparisonSummary: Codable, Sendable, Equatable {
    /// One case measured on both sides.
    public struct Row: Codable, Sendable, Equatable {
        /// Which way a measurement is better.
        public enum Better: String, Codable, Sendable {
            /// Throughput: more is better.
            case higher
            /// Time: less is better.
            case lower
        }

        /// What was measured, for example "N=10000 batch=1 threads=1".
        public var name: String
        /// The unit of `pulsum` and `peer`, for example "queries/s" or "s".
        public var metric: String
        public var better: Better
        /// Pulsum's figure (a median).
        public var pulsum: Double
        /// The reference tool's figure, measured the same way in the same run.
        public var peer: Double
        /// CPU seconds of Pulsum's run, when the driver measured them.
        public var pulsumCPU: Double?
        /// CPU seconds of the reference tool's run, when the driver measured them.
        public var peerCPU: Double?

        enum CodingKeys: String, CodingKey {
            case name = "case", metric, better, pulsum, peer, pulsumCPU = "pulsum_cpu_s", peerCPU = "peer_cpu_s"
        }

        /// A row; CPU seconds are optional.
        public init(name: String, metric: String, better: Better, pulsum: Double, peer: Double,
                    pulsumCPU: Double? = nil, peerCPU: Double? = nil) {
            self.name = name
            self.metric = metric
            self.better = better
            self.pulsum = pulsum
            self.peer = peer
            self.pulsumCPU = pulsumCPU
            self.peerCPU = peerCPU
        }

        /// How many times better Pulsum is (above 1: Pulsum wins), or `nil` when a figure is 0.
        public var speedup: Double? {
            let (numerator, denominator) = better == .higher ? (pulsum, peer) : (peer, pulsum)
            return denominator > 0 && numerator.isFinite ? numerator / denominator : nil
        }

        /// The same ratio on CPU seconds (what a busy machine does not inflate), when both were measured.
        public var cpuSpeedup: Double? {
            guard let pulsumCPU, let peerCPU, pulsumCPU > 0 else { return nil }
            return peerCPU / pulsumCPU
        }
    }

    /// The reference tool and its version, for example "faiss-cpu 1.15.1 IndexFlatIP".
    public var peer: String
    public var rows: [Row]
    /// Whether both sides computed the same results, in words (for example "same ids 1.0000").
    public var agreement: String?

    /// A summary of `rows` against `peer`.
    public init(peer: String, rows: [Row], agreement: String? = nil) {
        self.peer = peer
        self.rows = rows
        self.agreement = agreement
    }
}
