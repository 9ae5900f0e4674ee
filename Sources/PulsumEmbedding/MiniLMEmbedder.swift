import Foundation

/// all-MiniLM-L6-v2 sentence embeddings computed on this machine: the BERT WordPiece tokenizer,
/// a 6-layer encoder (AVX2 kernels on weights packed at load, sgemm for large batches), mean
/// pooling and L2 normalisation. Its vectors match sentence-transformers' to a cosine of at
/// least 0.9999 (tests check 40 reference sentences).
///
/// Immutable after ``load(from:)``; one instance can serve many tasks at once.
public struct MiniLMEmbedder: TextEmbedder {
    /// The model's identifier, stored beside vectors.
    public let modelID = ModelFiles.modelName
    /// 384.
    public var dimension: Int { encoder.weights.config.hiddenSize }
    /// The tokenizer, for callers that want token ids (`pulsum embed --tokens`).
    public let tokenizer: BertTokenizer
    private let encoder: BertEncoder

    /// Sequence length sentence-transformers uses for this model (`max_seq_length`).
    public static let maximumSequenceLength = 256
    /// Most tokens encoded in one forward pass; larger inputs are split into several passes.
    static let tokensPerPass = 8192

    /// Loads the model from `files` (default: the set-up's models folder or `$PULSUM_MODEL_DIR`).
    ///
    /// The weights are memory-mapped and the linear layers copied once into the panel layout of
    /// the small-batch kernel (42 MB), so loading takes about 30 ms. Each file's size is compared
    /// with the pinned release and the safetensors header, dtypes and shapes with `config.json`;
    /// the full SHA-256 check of every file is `pulsum doctor`'s job (hashing 90 MB on every load
    /// would cost more than the whole load).
    ///
    /// - Throws: ``EmbeddingError`` naming the file and the set-up command when files are missing,
    ///   of the wrong size or malformed.
    public static func load(from files: ModelFiles = .locate()) throws(EmbeddingError) -> MiniLMEmbedder {
        try files.checkPresentAndSized()
        let config = try BertConfig.load(from: files.url(of: "config.json"))
        let tokenizer = try BertTokenizer(vocabularyURL: files.url(of: "vocab.txt"), maximumLength: maximumSequenceLength)
        guard tokenizer.vocabularySize == config.vocabSize else {
            throw .modelFileInvalid(path: files.url(of: "vocab.txt").path,
                                    reason: "\(tokenizer.vocabularySize) tokens where config.json says \(config.vocabSize)")
        }
        guard config.maxPositionEmbeddings >= maximumSequenceLength else {
            throw .modelFileInvalid(path: files.url(of: "config.json").path,
                                    reason: "max_position_embeddings is below \(maximumSequenceLength)")
        }
        let file = try SafetensorsFile(url: files.url(of: "model.safetensors"))
        let weights = try MiniLMWeights(file: file, config: config)
        return MiniLMEmbedder(tokenizer: tokenizer, encoder: BertEncoder(weights: weights))
    }

    /// The token ids the model sees for `text` (`[CLS]` … `[SEP]`, at most 256).
    public func tokenize(_ text: String) -> [Int32] { tokenizer.encode(text) }

    /// One unit-length 384-d vector per text, in order.
    public func embed(_ texts: [String]) throws -> [[Float]] {
        try embed(tokenized: texts.map(tokenize))
    }

    /// Vectors for sequences from ``tokenize(_:)``, in order (ids are trusted: internal only).
    func embed(tokenized sequences: [[Int32]]) throws -> [[Float]] {
        var vectors: [[Float]] = []
        vectors.reserveCapacity(sequences.count)
        var pass: [[Int32]] = []
        var passTokens = 0
        for sequence in sequences {
            if passTokens + sequence.count > Self.tokensPerPass, !pass.isEmpty {
                vectors += try encoder.encode(pass)
                pass.removeAll(keepingCapacity: true)
                passTokens = 0
            }
            pass.append(sequence)
            passTokens += sequence.count
        }
        vectors += try encoder.encode(pass)
        return vectors
    }
}
