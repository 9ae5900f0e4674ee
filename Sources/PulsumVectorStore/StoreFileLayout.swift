/// The vector store file, format version 1. All integers are little-endian.
///
/// ```
/// offset  size  field
///      0     8  magic "PLSMVECS"
///      8     4  format version (1)
///     12     4  header length H (a multiple of 64; the matrix starts here, aligned)
///     16     4  dimension d
///     20     4  CRC-32C of the header bytes 0..<H with this field zeroed
///     24     8  row count n
///     32     8  records length R
///     40     4  model id length (UTF-8 bytes)
///     44     4  model hash length (UTF-8 bytes)
///     48     …  model id, model hash, zero padding up to H
///      H  4·n·d  the matrix: n rows of d float32, row-major
///  H+4nd     R  records: per row, u32 id length, id (UTF-8), u32 payload length, payload
///  H+4nd+R   4  CRC-32C of every byte before it
///            4  end marker "VEND"
/// ```
/// The header has its own checksum so a model mismatch is reported before reading the rest, and
/// the file length is fully determined by the header so truncation is caught before reading.
enum StoreFileLayout {
    static let magic: [UInt8] = Array("PLSMVECS".utf8)
    static let endMarker: [UInt8] = Array("VEND".utf8)
    static let version: UInt32 = 1
    static let fixedHeaderBytes = 48
    static let alignment = 64
    static let trailerBytes = 8
    static let headerChecksumOffset = 20

    /// Limits that keep a damaged header from asking for absurd allocations.
    static let maxDimension = 1 << 16
    static let maxHeaderBytes = 1 << 16
    static let maxIDBytes = 1024
    static let maxPayloadBytes = 1 << 20
    static let maxModelFieldBytes = 4096

    /// Header length for the given model strings: fixed part + strings, rounded up to 64.
    static func headerLength(modelIDBytes: Int, modelHashBytes: Int) -> Int {
        let raw = fixedHeaderBytes + modelIDBytes + modelHashBytes
        return (raw + alignment - 1) / alignment * alignment
    }
}

/// Little-endian integer encoding into a byte array.
extension Array where Element == UInt8 {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        var value = T.zero
        Swift.withUnsafeMutableBytes(of: &value) { target in
            self.withUnsafeBytes { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + MemoryLayout<T>.size)]))
            }
        }
        return T(littleEndian: value)
    }
}
