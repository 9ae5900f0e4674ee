import Foundation
import PulsumEmbedding
import PulsumTestSupport
import Testing

@Suite("safetensors loader and model checks")
struct SafetensorsTests {
    /// Writes a safetensors file with `header` (JSON text) and `payload` bytes.
    func write(header: String, payload: [UInt8], lengthOverride: UInt64? = nil) throws -> URL {
        let folder = try TestPaths.temporaryDirectory("safetensors")
        let headerBytes = Array(header.utf8)
        let length = lengthOverride ?? UInt64(headerBytes.count)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) }
        bytes += headerBytes + payload
        let url = folder.appendingPathComponent("model.safetensors")
        try Data(bytes).write(to: url)
        return url
    }

    func floatBytes(_ values: [Float]) -> [UInt8] {
        values.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * UInt32($0))) } }
    }

    @Test("a well-formed file maps and yields its tensors in place")
    func wellFormed() throws {
        let url = try write(
            header: #"{"__metadata__":{"format":"pt"},"w":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}}"#,
            payload: floatBytes([1, 2, 3, 4]))
        let file = try SafetensorsFile(url: url)
        let tensor = try file.floatTensor("w", shape: [2, 2])
        let values = file.withBytes { raw in
            (0..<4).map { raw.load(fromByteOffset: tensor.byteOffset + 4 * $0, as: Float.self) }
        }
        #expect(values == [1, 2, 3, 4])
        #expect(throws: EmbeddingError.self) { try file.floatTensor("w", shape: [4]) }
        #expect(throws: EmbeddingError.self) { try file.floatTensor("absent", shape: [2, 2]) }
    }

    /// A malformed file: its header text and, when it lies, the header length it claims.
    struct DamagedCase: Sendable, CustomTestStringConvertible {
        let label: String
        let header: String
        var claimedLength: UInt64?
        var testDescription: String { label }
    }

    static let damagedCases = [
        DamagedCase(label: "not json", header: #"{"w":"#),
        DamagedCase(label: "header longer than the file", header: "{}", claimedLength: 1_000),
        DamagedCase(label: "offsets outside", header: #"{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,64]}}"#),
        DamagedCase(label: "shape/size mismatch", header: #"{"w":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}}"#),
        DamagedCase(label: "unknown dtype", header: #"{"w":{"dtype":"Q4","shape":[2],"data_offsets":[0,8]}}"#),
        DamagedCase(label: "overlap", header: #"{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}}"#),
    ]

    @Test("damaged or foreign files are refused with an error naming the file", arguments: damagedCases)
    func damaged(_ damaged: DamagedCase) throws {
        let url = try write(header: damaged.header, payload: floatBytes([1, 2, 3]), lengthOverride: damaged.claimedLength)
        do {
            _ = try SafetensorsFile(url: url)
            Issue.record("\(damaged.label): accepted")
        } catch {
            let message = String(describing: error)
            #expect(message.contains(url.path), "\(damaged.label): \(message)")
            #expect(message.contains(" setup"))
        }
    }

    @Test("a non-F32 tensor is refused where floats are needed")
    func wrongDtype() throws {
        let url = try write(header: #"{"w":{"dtype":"I32","shape":[2],"data_offsets":[0,8]}}"#, payload: floatBytes([1, 2]))
        #expect(throws: EmbeddingError.self) { try SafetensorsFile(url: url).floatTensor("w", shape: [2]) }
    }

    @Test("a missing model folder names the files and the set-up command")
    func missingModel() throws {
        let folder = try TestPaths.temporaryDirectory("no-model")
        #expect {
            try MiniLMEmbedder.load(from: ModelFiles(directory: folder))
        } throws: { error in
            guard case let .modelFilesMissing(directory, files) = error as? EmbeddingError else { return false }
            return directory == folder.path && files.contains("model.safetensors")
                && String(describing: error).contains(" setup")
        }
    }

    @Test("a truncated weights file is refused before use")
    func truncatedWeights() throws {
        let folder = try TestPaths.temporaryDirectory("bad-model")
        for file in ["config.json", "vocab.txt"] {
            try FileManager.default.copyItem(at: TestModel.files.url(of: file), to: folder.appendingPathComponent(file))
        }
        try Data(repeating: 7, count: 1000).write(to: folder.appendingPathComponent("model.safetensors"))
        #expect {
            try MiniLMEmbedder.load(from: ModelFiles(directory: folder))
        } throws: { error in
            guard case let .modelFileInvalid(path, _) = error as? EmbeddingError else { return false }
            return path.hasSuffix("model.safetensors")
        }
    }
}
