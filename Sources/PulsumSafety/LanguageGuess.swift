import Foundation

/// Which language a piece of text is in, for the crisis head's threshold per language
/// (docs/safety.md, round 18): naive Bayes with equal priors over the character 1–3-grams inside
/// each word (`WordGrams.words(of:)`), hashed into `bucketCount` buckets, with add-one smoothing.
/// Fitted by the trainer on the corpus's labelled languages; stored as whole counts, so the file
/// is exact and the guess the same on every machine.
public struct LanguageGuess: Sendable, Equatable, Codable {
    /// Number of buckets per language.
    public static let bucketCount = 1 << 12

    /// The languages it chooses from, in order (the first wins a tie and takes a text without letters).
    public let languages: [String]
    /// Gram counts, `bucketCount` per language, in the order of `languages`.
    public let counts: [[Int]]
    private let logFrequencies: [[Double]]

    private enum CodingKeys: String, CodingKey { case languages, counts }

    /// Counts the grams of each text under its language; the languages sorted (so "en" first).
    public init(fitting texts: [String], languages textLanguages: [String]) {
        let languages = Array(Set(textLanguages)).sorted()
        var counts = [[Int]](repeating: [Int](repeating: 0, count: Self.bucketCount), count: languages.count)
        for (text, language) in zip(texts, textLanguages) {
            guard let row = languages.firstIndex(of: language) else { continue }
            Self.grams(of: WordGrams.words(of: text)) { counts[row][$0] += 1 }
        }
        self.init(languages: languages, counts: counts)
    }

    /// A guess from stored counts (`isValid` says whether they make sense).
    public init(languages: [String], counts: [[Int]]) {
        self.languages = languages
        self.counts = counts
        logFrequencies = counts.map { row in
            let total = Double(row.reduce(0, +) + row.count)
            return row.map { log(Double($0 + 1) / total) }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(languages: try container.decode([String].self, forKey: .languages),
                  counts: try container.decode([[Int]].self, forKey: .counts))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(languages, forKey: .languages)
        try container.encode(counts, forKey: .counts)
    }

    /// One row of counts per language, each of `bucketCount` non-negative counts.
    var isValid: Bool {
        !languages.isEmpty && Set(languages).count == languages.count && counts.count == languages.count
            && counts.allSatisfy { $0.count == Self.bucketCount && $0.allSatisfy { $0 >= 0 } }
    }

    /// The language whose smoothed gram frequencies give the text the highest likelihood.
    public func guess(_ text: String) -> String {
        guess(words: WordGrams.words(of: text))
    }

    /// The guess for a text already split by `WordGrams.words(of:)`.
    func guess(words: [[UInt8]]) -> String {
        var sums = [Double](repeating: 0, count: languages.count)
        Self.grams(of: words) { bucket in
            for row in sums.indices { sums[row] += logFrequencies[row][bucket] }
        }
        var best = 0
        for row in sums.indices where sums[row] > sums[best] { best = row }
        return languages[best]
    }

    /// Calls `body` with the bucket of every character 1–3-gram of every word, repeats included.
    private static func grams(of words: [[UInt8]], _ body: (Int) -> Void) {
        for word in words {
            WordGrams.characterGrams(of: word, lengths: 1...3, prefix: "L") { body(Int($0 % UInt64(bucketCount))) }
        }
    }
}
