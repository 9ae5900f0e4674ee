/// Iterates the lines of a byte buffer without copying (`\n`, `\r\n`; a UTF-8 BOM is skipped).
public struct LineScanner: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// 1-based number of the line last returned.
    public private(set) var lineNumber = 0
    /// Offset just past the line last returned (for progress).
    public var offset: Int { position }

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = hasBOM ? 3 : 0
    }

    /// The next line without its terminator, or `nil` at the end.
    public mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        position = end + 1
        lineNumber += 1
        var stop = end
        if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<stop])
    }
}

/// Splits one CSV record (RFC 4180: quoted fields with `""` escapes, `,` or another separator).
///
/// A record whose quoted field spans lines is not supported by line-based readers; such a line
/// is reported as malformed (unbalanced quote) rather than misread.
///
/// A field longer than ``longestField`` bytes is never copied whole: it is kept as its first
/// ``longestField`` bytes followed by ``truncationMark``, which no valid value contains, so the
/// record is rejected (a source name too long, not a number, an unknown unit…) while memory
/// stays flat whatever the line's length.
public enum CSVFields {
    /// The most bytes of one field that are kept (64 KiB).
    public static let longestField = 65_536
    /// Appended to a field cut at ``longestField``.
    public static let truncationMark = "…(field longer than 64 KiB)"

    /// The fields of a line, or `nil` when a quote is left open.
    public static func split(_ line: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ",")) -> [String]? {
        var fields: [String] = []
        var current: [UInt8] = []
        var cut = false
        func keep(_ byte: UInt8) {
            if current.count < longestField { current.append(byte) } else { cut = true }
        }
        func finishField() {
            fields.append(String(decoding: current, as: UTF8.self) + (cut ? truncationMark : ""))
            current.removeAll(keepingCapacity: true)
            cut = false
        }
        var inQuotes = false
        var i = 0
        while i < line.count {
            let c = line[i]
            if inQuotes {
                if c == 0x22 {
                    if i + 1 < line.count, line[i + 1] == 0x22 {
                        keep(0x22)
                        i += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    keep(c)
                }
            } else if c == 0x22 {
                inQuotes = true
            } else if c == separator {
                finishField()
            } else {
                keep(c)
            }
            i += 1
        }
        guard !inQuotes else { return nil }
        finishField()
        return fields
    }

    /// Convenience for tests and small inputs.
    public static func split(_ line: String, separator: Character = ",") -> [String]? {
        var copy = line
        return copy.withUTF8 { split($0, separator: separator.asciiValue ?? UInt8(ascii: ",")) }
    }
}
