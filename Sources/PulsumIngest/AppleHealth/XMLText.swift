/// Decodes XML attribute text: the five named entities, `&#…;` and `&#x…;` character references.
///
/// Control characters (such as the `\x0b` some exports carry inside names) are dropped, because
/// they are invisible and would otherwise split one source into two. An unknown or unterminated
/// entity is kept as written rather than guessed. Like a CSV field, an attribute longer than
/// ``CSVFields/longestField`` bytes is cut and marked (``CSVFields/truncationMark``), never
/// copied whole: the record is then rejected while memory stays flat.
enum XMLText {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count > CSVFields.longestField {
            return decode(UnsafeBufferPointer(rebasing: bytes[..<CSVFields.longestField])) + CSVFields.truncationMark
        }
        if !bytes.contains(where: { $0 == UInt8(ascii: "&") || $0 < 0x20 }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c < 0x20 {
                i += 1
                continue
            }
            guard c == UInt8(ascii: "&"), let semicolon = semicolon(after: i, in: bytes),
                  let decoded = entity(UnsafeBufferPointer(rebasing: bytes[(i + 1)..<semicolon]))
            else {
                out.append(c)
                i += 1
                continue
            }
            out.append(contentsOf: decoded)
            i = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func semicolon(after ampersand: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var j = ampersand + 1
        while j < bytes.count, j - ampersand <= 10 {
            if bytes[j] == UInt8(ascii: ";") { return j }
            j += 1
        }
        return nil
    }

    /// The UTF-8 bytes an entity body (between `&` and `;`) stands for.
    private static func entity(_ body: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        case let text where text.hasPrefix("#x") || text.hasPrefix("#X"):
            return scalar(UInt32(text.dropFirst(2), radix: 16))
        case let text where text.hasPrefix("#"):
            return scalar(UInt32(text.dropFirst(), radix: 10))
        default:
            return nil
        }
    }

    private static func scalar(_ value: UInt32?) -> [UInt8]? {
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        if value < 0x20 { return [] }  // a control character written as a reference: dropped too
        return Array(String(Character(scalar)).utf8)
    }
}

/// Parses decimal numbers from bytes without allocating (`-12`, `64.2771`, `1.5e3`).
enum DecimalParser {
    /// The value, or `nil` when the bytes are not a finite decimal number.
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            negative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while i < b.count {
            let c = b[i]
            if c >= 0x30, c <= 0x39 {
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(c - 0x30)
                    digits += 1
                    if seenPoint { fractionDigits += 1 }
                } else if !seenPoint {
                    return slowPath(b)
                }
            } else if c == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            i += 1
        }
        guard digits > 0 else { return nil }
        if i < b.count { return slowPath(b) }  // exponent or junk: let the standard library decide
        // Exact for mantissas below 2^53 and powers of ten up to 1e22 (Clinger's fast path).
        guard mantissa < (1 << 53), fractionDigits <= 22 else { return slowPath(b) }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    private static func slowPath(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let value = Double(String(decoding: b, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
