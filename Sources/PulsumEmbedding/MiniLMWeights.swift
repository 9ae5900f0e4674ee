/// Where each weight of a BERT encoder lies in its safetensors file, with every shape checked
/// against `config.json` at load. Linear weights stay in PyTorch's `[out, in]` layout for sgemm
/// (which multiplies by their transpose), and each is also copied once into the panel layout of
/// the small-batch kernel (``PackedLinear``).
struct MiniLMWeights: Sendable {
    typealias Tensor = SafetensorsFile.Tensor

    /// A linear layer `y = x·Wᵀ + b`.
    struct Linear: Sendable {
        let weight: Tensor
        let bias: Tensor
        let inFeatures: Int
        let outFeatures: Int
        /// The same weight and bias in panels, for few-row products.
        let packed: PackedLinear
    }

    /// A LayerNorm's scale and shift.
    struct Norm: Sendable {
        let weight: Tensor
        let bias: Tensor
    }

    /// One transformer layer.
    struct Layer: Sendable {
        let query: Linear
        let key: Linear
        let value: Linear
        let attentionOutput: Linear
        let attentionNorm: Norm
        let intermediate: Linear
        let output: Linear
        let outputNorm: Norm
    }

    let file: SafetensorsFile
    let config: BertConfig
    let wordEmbeddings: Tensor
    let positionEmbeddings: Tensor
    let tokenTypeEmbeddings: Tensor
    let embeddingNorm: Norm
    let layers: [Layer]

    /// Finds and checks every tensor the encoder needs.
    init(file: SafetensorsFile, config: BertConfig) throws(EmbeddingError) {
        let hidden = config.hiddenSize
        let intermediate = config.intermediateSize
        let panelCount = config.numHiddenLayers * (
            4 * PanelArena.count(inFeatures: hidden, outFeatures: hidden)
                + PanelArena.count(inFeatures: hidden, outFeatures: intermediate)
                + PanelArena.count(inFeatures: intermediate, outFeatures: hidden))
        guard let arena = PanelArena(count: panelCount) else {
            throw .modelFileInvalid(path: file.path, reason: "not enough memory for the \(panelCount * 4 / 1_000_000) MB of packed weights")
        }
        var arenaOffset = 0
        func linear(_ name: String, in inFeatures: Int, out outFeatures: Int) throws(EmbeddingError) -> Linear {
            let weight = try file.floatTensor("\(name).weight", shape: [outFeatures, inFeatures])
            let bias = try file.floatTensor("\(name).bias", shape: [outFeatures])
            let packed = file.withBytes { raw in
                let view = BertEncoder.TensorView(raw)
                return PackedLinear(weight: view(weight), bias: view(bias), inFeatures: inFeatures, outFeatures: outFeatures,
                                    arena: arena, offset: arenaOffset)
            }
            arenaOffset += PanelArena.count(inFeatures: inFeatures, outFeatures: outFeatures)
            return Linear(weight: weight, bias: bias, inFeatures: inFeatures, outFeatures: outFeatures, packed: packed)
        }
        func norm(_ name: String) throws(EmbeddingError) -> Norm {
            Norm(weight: try file.floatTensor("\(name).weight", shape: [hidden]),
                 bias: try file.floatTensor("\(name).bias", shape: [hidden]))
        }
        self.file = file
        self.config = config
        wordEmbeddings = try file.floatTensor("embeddings.word_embeddings.weight", shape: [config.vocabSize, hidden])
        positionEmbeddings = try file.floatTensor(
            "embeddings.position_embeddings.weight", shape: [config.maxPositionEmbeddings, hidden])
        tokenTypeEmbeddings = try file.floatTensor(
            "embeddings.token_type_embeddings.weight", shape: [config.typeVocabSize, hidden])
        embeddingNorm = try norm("embeddings.LayerNorm")
        var layers: [Layer] = []
        for index in 0..<config.numHiddenLayers {
            let prefix = "encoder.layer.\(index)"
            layers.append(Layer(
                query: try linear("\(prefix).attention.self.query", in: hidden, out: hidden),
                key: try linear("\(prefix).attention.self.key", in: hidden, out: hidden),
                value: try linear("\(prefix).attention.self.value", in: hidden, out: hidden),
                attentionOutput: try linear("\(prefix).attention.output.dense", in: hidden, out: hidden),
                attentionNorm: try norm("\(prefix).attention.output.LayerNorm"),
                intermediate: try linear("\(prefix).intermediate.dense", in: hidden, out: intermediate),
                output: try linear("\(prefix).output.dense", in: intermediate, out: hidden),
                outputNorm: try norm("\(prefix).output.LayerNorm")))
        }
        self.layers = layers
    }
}
