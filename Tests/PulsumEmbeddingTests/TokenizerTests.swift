import Foundation
import PulsumEmbedding
import Testing

@Suite("BERT WordPiece tokenizer")
struct TokenizerTests {
    let tokenizer: BertTokenizer

    init() throws { tokenizer = try TestModel.embedder().tokenizer }

    /// The word-piece ids between [CLS] and [SEP].
    func pieces(_ text: String) -> [Int32] { Array(tokenizer.encode(text).dropFirst().dropLast()) }

    @Test("lower-cases and strips accents; canonically equivalent spellings agree")
    func accentsAndCase() {
        #expect(pieces("Café RÉSUMÉ") == pieces("cafe resume"))
        #expect(pieces("Cafe\u{301}") == pieces("café"))
    }

    @Test("drops control and format characters, treats tab and newline as spaces")
    func cleaning() {
        #expect(pieces("sle\u{0}ep\u{200B}") == pieces("sleep"))
        #expect(pieces("good\tnight\nmoon") == pieces("good night moon"))
        #expect(pieces("\u{FFFD}\u{7}") == [])
    }

    @Test("ASCII and Unicode punctuation split off; symbols such as emoji do not")
    func punctuation() {
        #expect(pieces("can't") == [2064, 1005, 1056])
        #expect(pieces("a—b") == pieces("a — b"))
        #expect(pieces("¿qué?") == pieces("¿ que ?"))
        #expect(pieces("x😴y").count == 1)
    }

    @Test("each CJK ideograph is its own word")
    func cjk() {
        #expect(pieces("天天") == pieces("天 天"))
        #expect(pieces("天天").count == 2)
    }

    @Test("Unicode classes follow the reference's 8.0 tables (checked on every code point by Benchmarks/embedding/tokenizer_crosscheck.py)")
    func referenceUnicodeTables() {
        #expect(pieces("a\u{378}b") == [tokenizer.unknownID], "unassigned code points are kept, not removed")
        #expect(pieces("a\u{2E43}b") == [tokenizer.unknownID], "punctuation added after 8.0 does not split")
        #expect(pieces("a\u{166D}b").count == 3, "U+166D was punctuation in 8.0")
        #expect(pieces("\u{2B820}\u{2B820}").count == 1, "U+2B820 is outside the reference's CJK ranges")
        #expect(pieces("\u{4E00}\u{4E00}").count == 2)
    }

    @Test("a word over 100 characters is one [UNK]; 100 characters are still split")
    func longWords() {
        #expect(pieces(String(repeating: "a", count: 101)) == [tokenizer.unknownID])
        let hundred = pieces(String(repeating: "a", count: 100))
        #expect(!hundred.isEmpty && !hundred.contains(tokenizer.unknownID))
    }

    @Test("a word with an unmatchable piece becomes a single [UNK]")
    func unmatchable() {
        #expect(pieces("abc\u{1F971}def") == [tokenizer.unknownID])
    }

    @Test("vocab.txt and tokenizer.json agree on every id")
    func vocabularyFiles() throws {
        let data = try Data(contentsOf: TestModel.files.url(of: "tokenizer.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let model = try #require(json["model"] as? [String: Any])
        let vocabulary = try #require(model["vocab"] as? [String: Int])
        #expect(vocabulary.count == tokenizer.vocabularySize)
        let lines = try String(contentsOf: TestModel.files.url(of: "vocab.txt"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var mismatches = 0
        for (index, line) in lines.enumerated() where !line.isEmpty && vocabulary[String(line)] != index {
            mismatches += 1
        }
        #expect(mismatches == 0)
    }
}
