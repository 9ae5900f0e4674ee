import PulsumEmbedding
import Synchronization
@testable import PulsumSafety

/// A tiny deterministic stand-in for the real model, for logic tests only: each normalised
/// word is hashed into one of 64 buckets and the counts are L2-normalised, so equal texts have
/// similarity 1 and texts with no word in common have similarity 0. It counts the texts it embeds.
final class WordHashEmbedder: TextEmbedder {
    let modelID = "word-hash-test"
    let dimension = 64
    private let embedded = Mutex((texts: 0, largestBatch: 0))

    var textsEmbedded: Int { embedded.withLock { $0.texts } }
    var largestBatch: Int { embedded.withLock { $0.largestBatch } }

    func embed(_ texts: [String]) throws -> [[Float]] {
        embedded.withLock { $0 = ($0.texts + texts.count, max($0.largestBatch, texts.count)) }
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

/// An embedder that returns vectors of the wrong length.
struct BrokenEmbedder: TextEmbedder {
    let modelID = "broken"
    let dimension = 8
    func embed(_ texts: [String]) throws -> [[Float]] { texts.map { _ in [1, 0] } }
}
