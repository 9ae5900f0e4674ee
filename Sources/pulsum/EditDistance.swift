/// The Levenshtein distance between two words (insertions, deletions and substitutions).
enum EditDistance {
    static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        var previous = Array(0...b.count)
        for (i, letter) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, other) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (letter == other ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
