import PulsumEmbedding
import Testing

@Suite("Batched inference")
struct BatchConsistencyTests {
    @Test("a batch of mixed lengths gives the same vectors as one sentence at a time")
    func batchEqualsSingle() throws {
        let embedder = try TestModel.embedder()
        let texts = [
            "Short.", "", "I walked 12,000 steps while exploring the city and then slept for nine hours straight.",
            "Café au lait 今天很累 😴", String(repeating: "a long diary entry about stress and sleep ", count: 40),
        ]
        let batched = try embedder.embed(texts)
        #expect(batched.count == texts.count)
        for (text, vector) in zip(texts, batched) {
            let single = try #require(try embedder.embed([text]).first)
            let worst = zip(single, vector).map { abs($0 - $1) }.max() ?? .infinity
            #expect(worst <= 1e-6, "\(text.prefix(20))…: batch differs from single by \(worst)")
        }
        #expect(try embedder.embed([]).isEmpty)
    }

    @Test("a batch past the panel kernel's row limit (sgemm) gives the same vectors as one at a time")
    func largeBatchEqualsSingle() throws {
        let embedder = try TestModel.embedder()
        let texts = (0..<6).map { String(repeating: "entry \($0) about sleep, stress and long walks. ", count: 30) }
        #expect(texts.map { embedder.tokenize($0).count }.reduce(0, +) > 1024)
        let batched = try embedder.embed(texts)
        for (text, vector) in zip(texts, batched) {
            let single = try #require(try embedder.embed([text]).first)
            let worst = zip(single, vector).map { abs($0 - $1) }.max() ?? .infinity
            #expect(worst <= 1e-6, "\(text.prefix(10))…: batch differs from single by \(worst)")
        }
    }

    @Test("vectors are unit length and differ between unrelated sentences")
    func unitLength() throws {
        let vectors = try TestModel.embedder().embed(["I slept badly.", "The stock market rose today."])
        for vector in vectors {
            let norm = vector.reduce(0.0) { $0 + Double($1) * Double($1) }.squareRoot()
            #expect(abs(norm - 1) < 1e-5)
        }
        #expect(cosine(vectors[0], vectors[1]) < 0.5)
    }
}
