import Foundation

/// The fields of a BERT `config.json` that the encoder uses.
struct BertConfig: Decodable, Sendable, Equatable {
    var hiddenSize: Int
    var numHiddenLayers: Int
    var numAttentionHeads: Int
    var intermediateSize: Int
    var hiddenAct: String
    var layerNormEps: Double
    var maxPositionEmbeddings: Int
    var vocabSize: Int
    var typeVocabSize: Int

    enum CodingKeys: String, CodingKey {
        case hiddenSize = "hidden_size", numHiddenLayers = "num_hidden_layers"
        case numAttentionHeads = "num_attention_heads", intermediateSize = "intermediate_size"
        case hiddenAct = "hidden_act", layerNormEps = "layer_norm_eps"
        case maxPositionEmbeddings = "max_position_embeddings", vocabSize = "vocab_size"
        case typeVocabSize = "type_vocab_size"
    }

    /// Width of one attention head.
    var headSize: Int { hiddenSize / numAttentionHeads }

    /// Reads and sanity-checks `config.json` (the encoder supports BERT with erf GELU only).
    static func load(from url: URL) throws(EmbeddingError) -> BertConfig {
        let config: BertConfig
        do {
            config = try JSONDecoder().decode(BertConfig.self, from: Data(contentsOf: url))
        } catch {
            throw .modelFileInvalid(path: url.path, reason: "not a readable BERT config: \(error)")
        }
        guard config.hiddenAct == "gelu" else {
            throw .modelFileInvalid(path: url.path, reason: "hidden_act is \(config.hiddenAct), only gelu is supported")
        }
        guard config.hiddenSize > 0, config.numAttentionHeads > 0, config.hiddenSize % config.numAttentionHeads == 0,
              config.numHiddenLayers > 0, config.intermediateSize > 0, config.vocabSize > 0,
              config.typeVocabSize > 0, config.maxPositionEmbeddings > 0
        else { throw .modelFileInvalid(path: url.path, reason: "dimensions are not positive or heads do not divide hidden_size") }
        return config
    }
}
