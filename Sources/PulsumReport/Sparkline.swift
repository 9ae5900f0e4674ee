/// A one-line Unicode chart of recent values (`▁▂▃▅▇`), for terminals.
public enum Sparkline {
    /// The eight block heights, lowest first.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value: a block scaled between the smallest and the largest value,
    /// `·` for a missing one; a flat series sits in the middle.
    public static func render(_ values: [Double?]) -> String {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = present.min(), let high = present.max() else { return String(repeating: "·", count: values.count) }
        return String(values.map { value -> Character in
            guard let value, value.isFinite else { return "·" }
            guard high > low else { return blocks[3] }
            let level = Int(((value - low) / (high - low) * Double(blocks.count - 1)).rounded())
            return blocks[min(max(level, 0), blocks.count - 1)]
        })
    }
}
