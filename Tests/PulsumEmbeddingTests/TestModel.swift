import Foundation
import PulsumEmbedding
import PulsumTestSupport
import Testing

/// The real model, loaded once for all embedding tests.
enum TestModel {
    static let files = ModelFiles(directory: TestPaths.modelDirectory)

    /// The embedder, or a recorded failure telling how to install the model.
    static func embedder() throws -> MiniLMEmbedder {
        do {
            return try loaded.get()
        } catch {
            Issue.record("cannot load the model from \(files.directory.path): \(error). Run `make setup` (or scripts/setup.sh), or set PULSUM_MODEL_DIR.")
            throw error
        }
    }

    private static let loaded = Result { () throws(EmbeddingError) in try MiniLMEmbedder.load(from: files) }
}

/// One reference sentence: its text, token ids and sentence-transformers vector.
struct GoldenSentence: Decodable {
    let id: Int
    let category: String
    let text: String
    let tokenIDs: [Int32]
    let embedding: [Float]

    enum CodingKeys: String, CodingKey {
        case id, category, text, embedding
        case tokenIDs = "token_ids"
    }

    /// Reads the `items` of a golden file.
    static func load(_ url: URL) throws -> [GoldenSentence] {
        struct File: Decodable { let items: [GoldenSentence] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).items
    }
}

/// Cosine similarity in double precision.
func cosine(_ a: [Float], _ b: [Float]) -> Double {
    var dot = 0.0, normA = 0.0, normB = 0.0
    for (x, y) in zip(a, b) {
        dot += Double(x) * Double(y)
        normA += Double(x) * Double(x)
        normB += Double(y) * Double(y)
    }
    return dot / (normA.squareRoot() * normB.squareRoot())
}

/// Checks token ids (exact) and vectors (cosine ≥ 0.9999, every component within 1e-5) against references.
func expectMatches(_ golden: [GoldenSentence], embedder: MiniLMEmbedder) throws {
    let vectors = try embedder.embed(golden.map(\.text))
    for (sentence, vector) in zip(golden, vectors) {
        #expect(embedder.tokenize(sentence.text) == sentence.tokenIDs, "token ids of sentence \(sentence.id) (\(sentence.category))")
        #expect(vector.count == 384)
        let similarity = cosine(vector, sentence.embedding)
        #expect(similarity >= 0.9999, "sentence \(sentence.id) (\(sentence.category)): cosine \(similarity)")
        let worst = zip(vector, sentence.embedding).map { abs($0 - $1) }.max() ?? .infinity
        #expect(worst <= 1e-5, "sentence \(sentence.id): largest component difference \(worst)")
    }
}
