import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumIngest
import PulsumRanking
import PulsumVectorStore

/// The parsers of untrusted files, each as a fuzz target: bytes in, no crash, no hang, no
/// unbounded memory, whatever the bytes. Errors are the expected outcome for most inputs.
///
/// `make fuzz` runs each under libFuzzer (see `scripts/reliability/fuzz.sh`); the test suite
/// replays the inputs that once crashed (`Tests/Fixtures/fuzz/<target>/`).
public enum FuzzTargets {
    /// Every target: `reader-<format>` for each export reader, `detect` (detection then the
    /// chosen reader), `vector-store`, `ranker-state`, `library` and `safetensors`.
    public static let names: [String] =
        FormatDetector.defaultReaders.map { "reader-\($0.format.rawValue)" }
        + ["detect", "vector-store", "ranker-state", "library", "safetensors"]

    /// The model identity the vector-store target expects (the bundled model's).
    static let model = EmbeddingModelIdentity(
        id: "all-MiniLM-L6-v2", hash: "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db")

    /// Runs target `name` on `bytes` (written to `scratch` first: the parsers read files).
    ///
    /// - Returns: `false` when `name` is not a target.
    @discardableResult
    public static func run(_ name: String, _ bytes: UnsafeRawBufferPointer, scratch: URL) -> Bool {
        guard names.contains(name) else { return false }
        _ = FileManager.default.createFile(atPath: scratch.path, contents: Data(bytes))
        let path = scratch.path
        switch name {
        case "detect":
            if let reader = try? FormatDetector().reader(for: path) { read(reader, path) }
        case "vector-store":
            _ = try? VectorStore.load(from: scratch, model: model)
        case "ranker-state":
            _ = try? RankerStateFile(url: scratch).load()
        case "library":
            _ = try? MicroMomentParser().parse(Data(bytes), file: path)
        case "safetensors":
            _ = try? SafetensorsFile(url: scratch)
        default:
            if let reader = FormatDetector.defaultReaders.first(where: { "reader-\($0.format.rawValue)" == name }) {
                read(reader, path)
            }
        }
        return true
    }

    private static func read(_ reader: any ExportReader, _ path: String) {
        var sink = CountingSink()
        try? reader.read(path: path, options: ReadOptions(displayPath: path), into: &sink)
    }
}

/// Counts what a reader emits without keeping it, so memory measures the reader alone.
struct CountingSink: RecordSink {
    var records = 0

    mutating func accept(_ sample: Sample) { records += 1 }
    mutating func accept(_ segment: SleepSegment) { records += 1 }
    mutating func reject(_ error: InputError) { records += 1 }
    mutating func skip(kind: String) { records += 1 }
}
