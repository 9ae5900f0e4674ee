/// Bech32 (BIP 173) as age uses it for identities and recipients: no length limit, one case per
/// string, the original checksum constant (not Bech32m).
enum Bech32 {
    private static let alphabet = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    private static let reverse: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(index) }
        return table
    }()

    /// Encodes `data` under the human-readable part `hrp` (lowercase output).
    static func encode(hrp: String, data: [UInt8]) -> String {
        let hrpBytes = Array(hrp.lowercased().utf8)
        let values = convertBits(data, from: 8, to: 5, pad: true) ?? []
        let checksum = makeChecksum(hrp: hrpBytes, values: values)
        var out = hrpBytes
        out.append(UInt8(ascii: "1"))
        out += (values + checksum).map { alphabet[Int($0)] }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes a Bech32 string into its lowercase human-readable part and data bytes.
    static func decode(_ string: String) throws -> (hrp: String, data: [UInt8]) {
        let bytes = Array(string.utf8)
        guard bytes.allSatisfy({ $0 >= 33 && $0 <= 126 }) else { throw AgeError.invalidKeyEncoding("invalid character") }
        let hasLower = bytes.contains { $0 >= 97 && $0 <= 122 }
        let hasUpper = bytes.contains { $0 >= 65 && $0 <= 90 }
        guard !(hasLower && hasUpper) else { throw AgeError.invalidKeyEncoding("mixed case") }
        let lower = bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        guard let separator = lower.lastIndex(of: UInt8(ascii: "1")), separator >= 1, lower.count - separator - 1 >= 6 else {
            throw AgeError.invalidKeyEncoding("missing separator or checksum")
        }
        let hrp = Array(lower[..<separator])
        var values: [UInt8] = []
        values.reserveCapacity(lower.count - separator - 1)
        for byte in lower[(separator + 1)...] {
            let value = byte < 128 ? reverse[Int(byte)] : -1
            guard value >= 0 else { throw AgeError.invalidKeyEncoding("invalid character") }
            values.append(UInt8(value))
        }
        guard polymod(expand(hrp) + values) == 1 else { throw AgeError.invalidKeyEncoding("bad checksum") }
        guard let data = convertBits(Array(values.dropLast(6)), from: 5, to: 8, pad: false) else {
            throw AgeError.invalidKeyEncoding("bad padding")
        }
        return (String(decoding: hrp, as: UTF8.self), data)
    }

    private static func polymod(_ values: [UInt8]) -> UInt32 {
        let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]
        var check: UInt32 = 1
        for value in values {
            let top = check >> 25
            check = (check & 0x1ff_ffff) << 5 ^ UInt32(value)
            for bit in 0..<5 where (top >> bit) & 1 == 1 { check ^= generator[bit] }
        }
        return check
    }

    private static func expand(_ hrp: [UInt8]) -> [UInt8] {
        hrp.map { $0 >> 5 } + [0] + hrp.map { $0 & 31 }
    }

    private static func makeChecksum(hrp: [UInt8], values: [UInt8]) -> [UInt8] {
        let mod = polymod(expand(hrp) + values + [0, 0, 0, 0, 0, 0]) ^ 1
        return (0..<6).map { UInt8((mod >> (5 * (5 - UInt32($0)))) & 31) }
    }

    private static func convertBits(_ data: [UInt8], from: Int, to: Int, pad: Bool) -> [UInt8]? {
        var accumulator = 0, bits = 0
        let maxValue = (1 << to) - 1
        var out: [UInt8] = []
        for value in data {
            accumulator = (accumulator << from) | Int(value)
            bits += from
            while bits >= to {
                bits -= to
                out.append(UInt8((accumulator >> bits) & maxValue))
            }
        }
        if pad {
            if bits > 0 { out.append(UInt8((accumulator << (to - bits)) & maxValue)) }
        } else if bits >= from || (accumulator << (to - bits)) & maxValue != 0 {
            return nil
        }
        return out
    }
}
