import Foundation
import PulsumFiles

/// Reads matrices of float32 vectors from the files people benchmark with:
///
/// - raw little-endian float32, row-major (`.f32`, `.bin`, anything else): needs the dimension;
/// - `.fvecs` (each row: int32 dimension, then that many float32), the TEXMEX/FAISS format;
/// - NumPy `.npy`, 2-D, dtype `<f4`, C order (recognised by its magic bytes, whatever the name).
///
/// Each file is read with large sequential reads straight into the result.
public enum VectorFileReader {
    /// The formats understood.
    public enum Format: String, Sendable {
        case raw, fvecs, npy
    }

    /// The format of `url`: `.npy` by content, `.fvecs` by extension, else raw.
    public static func format(of url: URL) throws -> Format {
        let file = try ReadOnlyFile.opening(url.path)
        let prefix = try file.bytes(at: 0, count: min(file.size, NpyHeader.magic.count))
        if prefix == NpyHeader.magic { return .npy }
        return url.pathExtension.lowercased() == "fvecs" ? .fvecs : .raw
    }

    /// Reads the whole file. `dimension` is required for raw files and checked for the others.
    public static func read(_ url: URL, dimension: Int? = nil) throws -> VectorMatrix {
        let file = try ReadOnlyFile.opening(url.path)
        switch try format(of: url) {
        case .npy: return try readNpy(file, dimension: dimension)
        case .fvecs: return try readFvecs(file, dimension: dimension)
        case .raw: return try readRaw(file, dimension: dimension)
        }
    }

    private static func readRaw(_ file: ReadOnlyFile, dimension: Int?) throws -> VectorMatrix {
        guard let dimension, dimension >= 1 else {
            throw VectorStoreError.malformedVectors(path: file.path, reason: "raw float32 files need --dim (values per vector)")
        }
        let rowBytes = dimension * 4
        guard file.size % rowBytes == 0 else {
            throw VectorStoreError.malformedVectors(
                path: file.path, reason: "\(file.size) bytes is not a whole number of \(dimension)-dimensional float32 rows")
        }
        return try VectorMatrix(dimension: dimension, values: file.floats(at: 0, count: file.size / 4))
    }

    private static func readFvecs(_ file: ReadOnlyFile, dimension: Int?) throws -> VectorMatrix {
        guard file.size >= 4 else { throw VectorStoreError.malformedVectors(path: file.path, reason: "empty .fvecs file") }
        let first = try file.bytes(at: 0, count: 4).littleEndian(Int32.self, at: 0)
        let width = Int(first)
        guard width >= 1, width <= StoreFileLayout.maxDimension, file.size % ((width + 1) * 4) == 0 else {
            throw VectorStoreError.malformedVectors(
                path: file.path, reason: "not an .fvecs file (first row says \(first) dimensions; size \(file.size) bytes does not fit)")
        }
        if let dimension, dimension != width {
            throw VectorStoreError.malformedVectors(path: file.path, reason: "rows have \(width) dimensions, not --dim \(dimension)")
        }
        let rows = file.size / ((width + 1) * 4)
        var raw = try file.floats(at: 0, count: rows * (width + 1))
        // Compact in place: drop each row's leading int32, checking it.
        try raw.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<rows {
                let source = row * (width + 1)
                guard Int32(bitPattern: buffer[source].bitPattern) == first else {
                    throw VectorStoreError.malformedVectors(path: file.path, reason: "row \(row) does not have \(width) dimensions")
                }
                for j in 0..<width { buffer[row * width + j] = buffer[source + 1 + j] }
            }
        }
        raw.removeLast(rows)
        return try VectorMatrix(dimension: width, values: raw)
    }

    private static func readNpy(_ file: ReadOnlyFile, dimension: Int?) throws -> VectorMatrix {
        let header = try NpyHeader.parse(file)
        if let dimension, dimension != header.columns {
            throw VectorStoreError.malformedVectors(path: file.path, reason: "rows have \(header.columns) dimensions, not --dim \(dimension)")
        }
        let dataBytes = header.rows * header.columns * 4
        guard file.size - header.dataOffset >= dataBytes else {
            throw VectorStoreError.malformedVectors(
                path: file.path, reason: "truncated: shape (\(header.rows), \(header.columns)) needs \(dataBytes) data bytes")
        }
        return try VectorMatrix(dimension: header.columns,
                                values: file.floats(at: header.dataOffset, count: header.rows * header.columns))
    }
}
