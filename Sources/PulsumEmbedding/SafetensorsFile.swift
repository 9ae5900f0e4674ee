import Foundation

/// A memory-mapped `.safetensors` file: an 8-byte little-endian header length, a JSON header
/// mapping tensor names to `dtype`, `shape` and `data_offsets`, then the raw tensor bytes.
///
/// Opening maps the file (no copy, so it costs well under a millisecond for 90 MB) and validates
/// the whole header: every tensor's byte range must lie inside the file, match its shape and
/// dtype, and not overlap another. Tensors are read in place through ``withFloats(_:)``.
public struct SafetensorsFile: Sendable {
    /// One tensor's header entry.
    public struct Tensor: Sendable, Equatable {
        /// The element type as written in the header, such as "F32" or "I64".
        public let dtype: String
        /// The dimensions, outermost first.
        public let shape: [Int]
        /// Byte offset of the first element from the start of the file.
        public let byteOffset: Int
        /// Length in bytes.
        public let byteCount: Int
    }

    /// The file's path, for error messages.
    public let path: String
    /// Every tensor in the header, by name.
    public let tensors: [String: Tensor]
    private let bytes: Data

    /// Bytes per element for the dtypes safetensors defines.
    static let elementSizes: [String: Int] = [
        "BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1, "I16": 2, "U16": 2, "F16": 2, "BF16": 2,
        "I32": 4, "U32": 4, "F32": 4, "I64": 8, "U64": 8, "F64": 8,
    ]
    /// Largest header the format allows (100 MB), so a foreign file is not parsed as JSON at length.
    static let maximumHeaderLength = 100_000_000

    /// Maps and validates `url`.
    ///
    /// - Throws: ``EmbeddingError/modelFileInvalid(path:reason:)`` naming the file when it cannot be
    ///   read or is not a well-formed safetensors file.
    public init(url: URL) throws(EmbeddingError) {
        path = url.path
        do {
            bytes = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw .modelFileInvalid(path: url.path, reason: "cannot read it: \(error.localizedDescription)")
        }
        tensors = try Self.parseHeader(bytes, path: url.path)
    }

    /// The header entry of the F32 tensor `name`, after checking its dtype, shape and alignment.
    ///
    /// - Throws: ``EmbeddingError/modelFileInvalid(path:reason:)`` when the tensor is absent, not
    ///   F32, or has another shape.
    public func floatTensor(_ name: String, shape: [Int]) throws(EmbeddingError) -> Tensor {
        guard let tensor = tensors[name] else { throw .modelFileInvalid(path: path, reason: "tensor \(name) is missing") }
        guard tensor.dtype == "F32" else {
            throw .modelFileInvalid(path: path, reason: "tensor \(name) has dtype \(tensor.dtype), expected F32")
        }
        guard tensor.shape == shape else {
            throw .modelFileInvalid(path: path, reason: "tensor \(name) has shape \(tensor.shape), expected \(shape)")
        }
        guard tensor.byteOffset % MemoryLayout<Float>.alignment == 0 else {
            throw .modelFileInvalid(path: path, reason: "tensor \(name) is not aligned to 4 bytes")
        }
        return tensor
    }

    /// Calls `body` with the mapped file's bytes; tensors are views into it at their offsets.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    private static func parseHeader(_ bytes: Data, path: String) throws(EmbeddingError) -> [String: Tensor] {
        func invalid(_ reason: String) -> EmbeddingError {
            .modelFileInvalid(path: path, reason: "not a valid safetensors file: \(reason)")
        }
        guard bytes.count >= 8 else { throw invalid("only \(bytes.count) bytes") }
        let headerLength = bytes.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard headerLength >= 2, headerLength <= UInt64(min(maximumHeaderLength, bytes.count - 8)) else {
            throw invalid("header length \(headerLength) does not fit the file's \(bytes.count) bytes")
        }
        let dataStart = 8 + Int(headerLength)
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: bytes.subdata(in: 8..<dataStart))
        } catch {
            throw invalid("the header is not JSON")
        }
        guard let entries = json as? [String: Any] else { throw invalid("the header is not a JSON object") }
        var tensors: [String: Tensor] = [:]
        for (name, value) in entries where name != "__metadata__" {
            guard let entry = value as? [String: Any], let dtype = entry["dtype"] as? String,
                  let shape = entry["shape"] as? [Int], let offsets = entry["data_offsets"] as? [Int], offsets.count == 2
            else { throw invalid("tensor \(name) lacks dtype, shape or data_offsets") }
            guard let size = elementSizes[dtype] else { throw invalid("tensor \(name) has unknown dtype \(dtype)") }
            guard shape.allSatisfy({ $0 >= 0 }), offsets[0] >= 0, offsets[1] >= offsets[0],
                  dataStart + offsets[1] <= bytes.count
            else { throw invalid("tensor \(name) lies outside the file") }
            let (elements, overflow) = shape.reduce((1, false)) { acc, dim in
                let product = acc.0.multipliedReportingOverflow(by: dim)
                return (product.partialValue, acc.1 || product.overflow)
            }
            guard !overflow, elements * size == offsets[1] - offsets[0] else {
                throw invalid("tensor \(name) has \(offsets[1] - offsets[0]) bytes for shape \(shape) of \(dtype)")
            }
            tensors[name] = Tensor(dtype: dtype, shape: shape, byteOffset: dataStart + offsets[0],
                                   byteCount: offsets[1] - offsets[0])
        }
        let ranges = tensors.values.map { $0.byteOffset..<($0.byteOffset + $0.byteCount) }.sorted { $0.lowerBound < $1.lowerBound }
        for (first, second) in zip(ranges, ranges.dropFirst()) where first.upperBound > second.lowerBound {
            throw invalid("two tensors overlap at byte \(second.lowerBound)")
        }
        return tensors
    }
}
