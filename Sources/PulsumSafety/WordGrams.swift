import Foundation
import PulsumCore

/// The words of a text as the crisis head reads them beside the embedding (docs/safety.md, round
/// 18): the character 3–5-grams inside each word (with a space either side), the words and the
/// word pairs, hashed (FNV-1a) into `bucketCount` buckets, each bucket present counting
/// 1/√(buckets present) so that every text's vector has unit length. The encoder reads English;
/// these features let the head read "quitarme la vida" or "me foutre en l'air" as words.
///
/// `scripts/safety/word_features.py` computes the same buckets for the experiments.
public struct WordGrams: Sendable, Equatable {
    /// Number of buckets, the length of a head's `wordWeights`.
    public static let bucketCount = 1 << 15

    /// The distinct buckets present, ascending.
    public let buckets: [Int]

    /// The features of one text.
    public init(_ text: String) {
        self.init(words: Self.words(of: text))
    }

    /// The features of a text already split by `words(of:)`.
    init(words: [[UInt8]]) {
        var present = Set<Int>()
        for word in words {
            Self.characterGrams(of: word, lengths: 3...5, prefix: "c") { present.insert(Int($0 % UInt64(Self.bucketCount))) }
            present.insert(Int(Self.hash(prefix: "w", word) % UInt64(Self.bucketCount)))
        }
        for (first, second) in zip(words, words.dropFirst()) {
            present.insert(Int(Self.hash(prefix: "b", first + [UInt8(ascii: " ")] + second) % UInt64(Self.bucketCount)))
        }
        buckets = present.sorted()
    }

    /// The value of each bucket present: 1/√(number of buckets present).
    public var value: Double { buckets.isEmpty ? 0 : 1 / Double(buckets.count).squareRoot() }

    /// `Σ weights[bucket] · value`: the features' part of a head's sum (summed in `Double`, in
    /// bucket order, then scaled, the same way in training and at run time).
    func dot<Weight: BinaryFloatingPoint>(_ weights: [Weight]) -> Double {
        var sum = 0.0
        for bucket in buckets { sum += Double(weights[bucket]) }
        return sum * value
    }

    /// The text's words as ASCII bytes: lower case, accents dropped (compatibility decomposition,
    /// combining marks removed), curly apostrophes straightened, every character but a–z, 0–9 and
    /// the apostrophe a word break.
    static func words(of text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for scalar in text.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars
        where scalar.properties.canonicalCombiningClass.rawValue == 0 {
            let byte: UInt8? = switch scalar {
            case "a"..."z", "0"..."9", "'": UInt8(scalar.value)
            case "\u{2019}": UInt8(ascii: "'")
            default: nil
            }
            if let byte {
                word.append(byte)
            } else if !word.isEmpty {
                words.append(word)
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// FNV-1a 64 (`StableHasher`) of a one-letter kind prefix followed by some bytes.
    static func hash<Bytes: Sequence>(prefix: Unicode.Scalar, _ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = StableHasher()
        hasher.combine(byte: UInt8(prefix.value))
        for byte in bytes { hasher.combine(byte: byte) }
        return hasher.value
    }

    /// Calls `body` with the hash of every character gram of each length inside " word ", in
    /// order of length, then position (repeats included).
    static func characterGrams(of word: [UInt8], lengths: ClosedRange<Int>, prefix: Unicode.Scalar, _ body: (UInt64) -> Void) {
        let padded = [UInt8(ascii: " ")] + word + [UInt8(ascii: " ")]
        for length in lengths where length <= padded.count {
            for start in 0...(padded.count - length) {
                body(hash(prefix: prefix, padded[start..<(start + length)]))
            }
        }
    }
}
