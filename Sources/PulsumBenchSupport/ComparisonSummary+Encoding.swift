extension ComparisonSummary.Row {
    private enum RatioKeys: String, CodingKey {
        case speedup, cpuSpeedup = "cpu_speedup"
    }

    /// The stored fields plus `speedup` and `cpu_speedup` (absent when unknown), for tracking.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(metric, forKey: .metric)
        try container.encode(better, forKey: .better)
        try container.encode(pulsum, forKey: .pulsum)
        try container.encode(peer, forKey: .peer)
        try container.encodeIfPresent(pulsumCPU, forKey: .pulsumCPU)
        try container.encodeIfPresent(peerCPU, forKey: .peerCPU)
        var ratios = encoder.container(keyedBy: RatioKeys.self)
        try ratios.encodeIfPresent(speedup, forKey: .speedup)
        try ratios.encodeIfPresent(cpuSpeedup, forKey: .cpuSpeedup)
    }
}
