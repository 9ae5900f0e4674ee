import Foundation
import PulsumCore
import PulsumFiles

/// Reads Pulsum's canonical JSON Lines: one object per line with the canonical CSV's fields
/// (`metric`, `start`, `end`, `value`, `unit`, `source`); `value` may be a number or a string.
public struct CanonicalJSONLReader: ExportReader {
    public let format = ExportFormat.canonicalJSONL

    public init() {}

    struct Line: Decodable {
        var metric: String
        var start: String
        var end: String?
        var value: Value
        var unit: String?
        var source: String

        enum Value: Decodable {
            case number(Double)
            case text(String)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .text(try container.decode(String.self))
                }
            }
            var text: String {
                switch self {
                case let .number(n): String(n)
                case let .text(t): t
                }
            }
        }
    }

    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        var lines = LineScanner(head)
        guard let first = lines.next() else { return false }
        let text = String(decoding: first, as: UTF8.self)
        return text.hasPrefix("{") && text.contains("\"metric\"") && text.contains("\"start\"")
    }

    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        let decoder = JSONDecoder()
        try file.withBytes { bytes in
            var lines = LineScanner(bytes)
            while let line = lines.next() {
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                let number = lines.lineNumber
                if let oversize = ElementDecoder.oversize(line.count, file: options.displayPath, line: number) {
                    try sink.reject(oversize)
                    continue
                }
                let decoded: Line
                do {
                    decoded = try decoder.decode(Line.self, from: Data(buffer: line))
                } catch {
                    try sink.reject(InputError(file: options.displayPath, line: number,
                                               field: Self.fieldName(of: error),
                                               reason: "not a canonical JSON object (\(Self.describe(error)))"))
                    continue
                }
                sink.locate(line: number)
                let parsed = CanonicalRecord.parse(
                    metric: decoded.metric, start: decoded.start, end: decoded.end ?? "", value: decoded.value.text,
                    unit: decoded.unit ?? "", source: decoded.source, file: options.displayPath, line: number)
                try CanonicalRecord.deliver(parsed, to: &sink)
                if number % 4096 == 0 { sink.progress(bytesRead: Int64(lines.offset), totalBytes: Int64(file.size)) }
            }
            sink.progress(bytesRead: Int64(file.size), totalBytes: Int64(file.size))
        }
    }

    static func fieldName(of error: Error) -> String {
        switch error as? DecodingError {
        case let .keyNotFound(key, _): key.stringValue
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            context.codingPath.last?.stringValue ?? ""
        default: ""
        }
    }

    static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case let .keyNotFound(key, _): "missing \"\(key.stringValue)\""
        case let .typeMismatch(type, _): "wrong type, expected \(type)"
        case let .valueNotFound(_, context): "null \(context.codingPath.last?.stringValue ?? "value")"
        default: "invalid JSON"
        }
    }
}
