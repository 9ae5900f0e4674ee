#if canImport(Glibc)
import Glibc
#endif

/// Splits one CSV record (RFC 4180: fields in double quotes may hold the separator, line breaks
/// and `""` for a quote; another separator than `,` on request).
///
/// A record without a quote, nearly every one, is cut at the separators directly; only a record
/// with a quote goes through the quote-aware loop. ``CSVRecords`` joins the lines of a record
/// whose quoted field spans lines.
///
/// A field longer than ``longestField`` bytes is never copied whole: it is kept as its first
/// ``longestField`` bytes followed by ``truncationMark``, which no valid value contains, so the
/// record is rejected (a source name too long, not a number, an unknown unit…) while memory
/// stays flat whatever the line's length.
public enum CSVFields {
    static let quote = UInt8(ascii: "\"")
    /// The most bytes of one field that are kept (64 KiB).
    public static let longestField = 65_536
    /// Appended to a field cut at ``longestField``.
    public static let truncationMark = "…(field longer than 64 KiB)"

    /// The fields of a record, or `nil` when a quote is left open.
    public static func split(_ record: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ",")) -> [String]? {
        guard hasQuote(record) else { return splitUnquoted(record, separator: separator) }
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
        while i < record.count {
            let c = record[i]
            if inQuotes {
                if c == quote {
                    if i + 1 < record.count, record[i + 1] == quote {
                        keep(quote)
                        i += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    keep(c)
                }
            } else if c == quote {
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

    /// The fields of a record with no quote: the bytes between separators, uncopied until decoded.
    static func splitUnquoted(_ record: UnsafeBufferPointer<UInt8>, separator: UInt8) -> [String] {
        var fields: [String] = []
        var start = 0
        for i in 0..<record.count where record[i] == separator {
            fields.append(field(UnsafeBufferPointer(rebasing: record[start..<i])))
            start = i + 1
        }
        fields.append(field(UnsafeBufferPointer(rebasing: record[start...])))
        return fields
    }

    /// One unquoted field's text, cut at ``longestField`` bytes.
    static func field(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > longestField else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<longestField]), as: UTF8.self) + truncationMark
    }

    /// Whether the bytes hold a double quote (`memchr`, so a quote-free line costs one pass).
    static func hasQuote(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(quote), bytes.count) != nil
    }

    /// Whether the bytes hold an odd number of double quotes, so that a quoted field opened in
    /// them is still open at their end (`""` counts twice and changes nothing).
    static func leavesQuoteOpen(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var open = false
        for byte in bytes where byte == quote { open.toggle() }
        return open
    }

    /// Convenience for tests and small inputs.
    public static func split(_ line: String, separator: Character = ",") -> [String]? {
        var copy = line
        return copy.withUTF8 { split($0, separator: separator.asciiValue ?? UInt8(ascii: ",")) }
    }
}
