import Foundation
import PulsumCore

/// Walks the elements of one JSON array in a byte buffer without decoding the whole document,
/// so a large export (a Fitbit intraday day, a Garmin 100-day file) is decoded element by
/// element with `JSONDecoder`.
enum JSONArrayStream {
    /// Calls `body` with each element's bytes and its 1-based position.
    ///
    /// - Parameters:
    ///   - key: `nil` when the document itself is the array; else the key of the array inside
    ///     the top-level object (`{"sleep": [...]}`).
    /// - Throws: ``PulsumError/unrecognizedFormat(path:hint:)`` when the array is not there,
    ///   ``PulsumError/truncatedFile(path:detail:)`` when it does not close.
    static func forEachElement<Sink: RecordSink>(
        in bytes: UnsafeBufferPointer<UInt8>, key: String? = nil, path: String, sink: inout Sink,
        _ body: (UnsafeBufferPointer<UInt8>, Int, inout Sink) throws -> Void
    ) throws {
        var scanner = Scanner(bytes: bytes)
        guard let open = key.map({ scanner.findArray(forKey: $0) }) ?? scanner.topLevelArray() else {
            throw PulsumError.unrecognizedFormat(
                path: path, hint: "Expected a JSON array\(key.map { " under \"\($0)\"" } ?? "").")
        }
        scanner.position = open + 1
        var index = 0
        while true {
            scanner.skipWhitespace()
            guard scanner.position < bytes.count else { break }
            if bytes[scanner.position] == UInt8(ascii: "]") {
                sink.progress(bytesRead: Int64(bytes.count), totalBytes: Int64(bytes.count))
                return
            }
            if bytes[scanner.position] == UInt8(ascii: ",") {
                scanner.position += 1
                continue
            }
            let start = scanner.position
            guard scanner.skipValue(), scanner.position > start else { break }
            index += 1
            try body(UnsafeBufferPointer(rebasing: bytes[start..<scanner.position]), index, &sink)
            if index % 4096 == 0 { sink.progress(bytesRead: Int64(scanner.position), totalBytes: Int64(bytes.count)) }
        }
        throw PulsumError.truncatedFile(path: path, detail: "the JSON array ends after \(index) complete elements")
    }

    /// A byte cursor that understands JSON strings and nesting, nothing more.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        /// The offset of the `[` opening the document, or `nil`.
        mutating func topLevelArray() -> Int? {
            skipWhitespace()
            return position < bytes.count && bytes[position] == UInt8(ascii: "[") ? position : nil
        }

        /// The offset of the `[` that is the value of `key` in the top-level object, or `nil`.
        mutating func findArray(forKey key: String) -> Int? {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
            position += 1
            let wanted = Array(key.utf8)
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == 0x22 else { return nil }
                let nameStart = position + 1
                guard skipString() else { return nil }
                let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<(position - 1)])
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                skipWhitespace()
                guard position < bytes.count else { return nil }
                if name.elementsEqual(wanted) {
                    return bytes[position] == UInt8(ascii: "[") ? position : nil
                }
                guard skipValue() else { return nil }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return nil }
                position += 1
            }
        }

        /// Moves past a string whose opening quote is at `position`; `false` when it never closes.
        mutating func skipString() -> Bool {
            position += 1
            while position < bytes.count {
                switch bytes[position] {
                case 0x5C: position += 2
                case 0x22:
                    position += 1
                    return true
                default: position += 1
                }
            }
            return false
        }

        /// Moves past one value (object, array, string, number, literal); `false` at a premature end.
        mutating func skipValue() -> Bool {
            var depth = 0
            while position < bytes.count {
                let c = bytes[position]
                switch c {
                case 0x22:
                    guard skipString() else { return false }
                    if depth == 0 { return true }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return true
                    }
                case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                    if depth == 0 { return true }
                default: break
                }
                position += 1
            }
            return false
        }
    }
}

/// Decodes one JSON element with a shared decoder, turning a decoding failure into an
/// ``InputError`` for the sink.
///
/// An element longer than ``longestRecord`` is rejected without being decoded: `JSONDecoder`
/// needs several times an element's size, and no vendor record comes near it (a night of Fitbit
/// sleep levels is about 60 KB), so a damaged or hostile file cannot make memory grow with it.
struct ElementDecoder {
    /// The largest JSON record decoded (4 MiB); also the longest canonical JSON line.
    static let longestRecord = 4 << 20

    let decoder = JSONDecoder()
    let path: String

    /// Why a record of `size` bytes is not decoded, or `nil` when it is small enough.
    static func oversize(_ size: Int, file: String, line: Int) -> InputError? {
        guard size > longestRecord else { return nil }
        return InputError(file: file, line: line,
                          reason: "the record is \(size >> 20) MiB; Pulsum reads JSON records of at most \(longestRecord >> 20) MiB")
    }

    /// The decoded element, or `nil` after reporting why it is malformed.
    func decode<T: Decodable>(
        _ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, record: Int, into sink: inout some RecordSink
    ) throws -> T? {
        if let oversize = Self.oversize(bytes.count, file: path, line: record) {
            try sink.reject(InputError(file: path, line: record, reason: oversize.reason + " (record \(record))"))
            return nil
        }
        do {
            return try decoder.decode(type, from: Data(buffer: bytes))
        } catch {
            try sink.reject(InputError(file: path, line: record, field: CanonicalJSONLReader.fieldName(of: error),
                                       reason: "record \(record) is malformed (\(CanonicalJSONLReader.describe(error)))"))
            return nil
        }
    }
}
