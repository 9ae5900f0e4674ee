import PulsumEmbedding
import Testing

@Suite("Token pooling")
struct TokenPoolingTests {
    @Test("mean and max pooling: the mean half is the sentence embedding, the max half a unit vector of its own")
    func meanAndMax() throws {
        let embedder = try TestModel.embedder()
        let texts = ["I slept badly.", "I walked 12,000 steps while exploring the city and then slept for nine hours straight."]
        let pooled = try embedder.embed(texts, pooling: .meanAndMax)
        let means = try embedder.embed(texts)
        #expect(TokenPooling.meanAndMax.width(dimension: embedder.dimension) == 768)
        #expect(TokenPooling.mean.width(dimension: embedder.dimension) == 384)
        #expect(try embedder.embed(texts, pooling: .mean) == means)
        for (vector, mean) in zip(pooled, means) {
            #expect(vector.count == 2 * embedder.dimension)
            #expect(Array(vector.prefix(embedder.dimension)) == mean)
            let maximum = vector.suffix(embedder.dimension)
            #expect(abs(maximum.reduce(0.0) { $0 + Double($1) * Double($1) }.squareRoot() - 1) < 1e-5)
            #expect(Array(maximum) != mean)
        }
    }
}
