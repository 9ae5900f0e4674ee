import Foundation

/// Many `Float`s stored in JSON as one base64 string of their little-endian IEEE-754 bytes: the
/// crisis head's 32,768 word weights load in a fraction of the time a JSON array of numbers takes,
/// bit for bit the same.
struct PackedFloats: Codable, Equatable, Sendable {
    let values: [Float]

    init(_ values: [Float]) {
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let bytes = Data(base64Encoded: text), bytes.count % 4 == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not base64 of 4-byte floats"))
        }
        values = bytes.withUnsafeBytes { raw in
            (0..<(bytes.count / 4)).map { Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))) }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var bytes = Data(capacity: values.count * 4)
        for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        var container = encoder.singleValueContainer()
        try container.encode(bytes.base64EncodedString())
    }
}
