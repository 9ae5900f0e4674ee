import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum embed`: sentence vectors from the on-device all-MiniLM-L6-v2 encoder.
struct Embed: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turn sentences into 384-d all-MiniLM-L6-v2 vectors, computed on this machine.",
        discussion: """
            Each TEXT (or, with no TEXT, each line of standard input) becomes one unit-length vector, \
            the same as sentence-transformers gives for all-MiniLM-L6-v2. Nothing leaves the machine.

            The model comes from the set-up's models folder (make setup) or $PULSUM_MODEL_DIR. \
            Inputs longer than 256 tokens are cut, as sentence-transformers does.

            --json prints {"model", "dim", "items": [{"text", "tokens"?, "embedding"}]}; \
            --tokens adds the WordPiece ids ([CLS] ... [SEP]); --tokens-only prints them without \
            "embedding".

            \(ExitStatus.help([
                (.success, "on success"),
                (.failure, "when the model is missing or damaged (the message says how to install it)"),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Also print each text's token ids.")
    var tokens = false

    @Flag(name: .long, help: "Print only the token ids; compute no vectors (fast; for checking the tokenizer).")
    var tokensOnly = false

    @Argument(help: "Sentences to embed (default: one per line of standard input).")
    var texts: [String] = []

    func run() async throws {
        let inputs = texts.isEmpty ? Self.standardInputLines() : texts
        let embedder = try global.orchestrator().embedder()
        let vectors: [[Float]?] = tokensOnly ? inputs.map { _ in nil } : try embedder.embed(inputs)
        let items = zip(inputs, vectors).map { text, vector in
            EmbedItem(text: text, tokens: tokens || tokensOnly ? embedder.tokenize(text) : nil, embedding: vector)
        }
        if global.json {
            try Output.printJSON(EmbedReport(model: embedder.modelID, dim: embedder.dimension, items: items),
                                 compact: global.compact)
        } else {
            try Output.lines(items.map(\.summary))
        }
    }

    /// Standard input's lines, without their line endings.
    static func standardInputLines() -> [String] {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) { lines.append(line) }
        return lines
    }
}

/// The `--json` contract of `pulsum embed` (stable: scripts rely on it).
struct EmbedReport: Encodable {
    var model: String
    var dim: Int
    var items: [EmbedItem]
}

/// One embedded text.
struct EmbedItem: Encodable {
    var text: String
    /// Token ids, present only with `--tokens`.
    var tokens: [Int32]?
    /// The vector, absent only with `--tokens-only`.
    var embedding: [Float]?

    /// Human-readable form: the text, its token count or ids, and the vector's first components.
    var summary: String {
        var lines = [text]
        if let tokens { lines.append("tokens: " + tokens.map(String.init).joined(separator: " ")) }
        if let embedding {
            let head = embedding.prefix(6).map { String(format: "%.4f", $0) }.joined(separator: ", ")
            lines.append("[\(head), …] (\(embedding.count) values)")
        }
        return lines.joined(separator: "\n")
    }
}
