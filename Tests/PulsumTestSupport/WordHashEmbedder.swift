import PulsumEmbedding
import PulsumSafety
import Synchronization

/// A tiny deterministic stand-in for the real model, for logic tests only: each normalised
/// word is hashed into one of 64 buckets and the counts are L2-normalised, so equal texts have
/// similarity 1 and texts with no word in common have similarity 0. It counts the texts it embeds.
public final class WordHashEmbedder: TextEmbedder {
    public let modelID = "word-hash-test"
    public let dimension = 64
    private let embedded = Mutex(0)

    public init() {}

    /// How many texts ``embed(_:)`` has been given so far.
    public var textsEmbedded: Int { embedded.withLock { $0 } }

    public func embed(_ texts: [String]) throws -> [[Float]] {
        embedded.withLock { $0 += texts.count }
        return texts.map { text in
            var vector = [Float](repeating: 0, count: dimension)
            for token in TextNormalizer.normalize(text).tokens {
                let hash = token.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
                vector[Int(hash % UInt32(dimension))] += 1
            }
            let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return norm > 0 ? vector.map { $0 / norm } : vector
        }
    }
}
