import PulsumEmbedding
import PulsumTestSupport
import Testing

@Suite("MiniLM against sentence-transformers")
struct GoldenEmbeddingTests {
    @Test("every public golden sentence: same token ids, cosine ≥ 0.9999",
          .enabled(if: TestPaths.shared("golden/minilm_public.json") != nil, "needs ../shared"))
    func publicGolden() throws {
        let url = try #require(TestPaths.shared("golden/minilm_public.json"))
        let golden = try GoldenSentence.load(url)
        #expect(golden.count == 40)
        try expectMatches(golden, embedder: TestModel.embedder())
    }

    @Test("the bundled subset (empty, whitespace, emoji, accents, CJK, URL, long): same ids and vectors")
    func bundledSubset() throws {
        let golden = try GoldenSentence.load(TestPaths.fixture("embedding/minilm_subset.json"))
        #expect(golden.count >= 8)
        try expectMatches(golden, embedder: TestModel.embedder())
    }

    @Test("the long sentence is cut to 256 ids ending in [SEP]")
    func truncation() throws {
        let embedder = try TestModel.embedder()
        let ids = embedder.tokenize(String(repeating: "sleep well tonight. ", count: 200))
        #expect(ids.count == 256)
        #expect(ids.first == embedder.tokenizer.classifierID)
        #expect(ids.last == embedder.tokenizer.separatorID)
    }
}
