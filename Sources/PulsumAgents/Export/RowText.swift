import Foundation
import PulsumStore

/// A table row as one line of JSON Lines or CSV.
enum RowText {
    /// The header line (CSV only; empty for JSON Lines).
    static func header(_ columns: [String], format: ExportFormat) -> String {
        format == .csv ? columns.map(csvField).joined(separator: ",") + "\r\n" : ""
    }

    /// One row.
    static func line(_ cells: [ExportCell], columns: [String], format: ExportFormat) -> String {
        switch format {
        case .csv:
            return cells.map { cell in
                switch cell {
                case .null: ""
                case let .text(text): csvField(text)
                default: json(cell)
                }
            }.joined(separator: ",") + "\r\n"
        case .jsonl:
            return "{" + zip(columns, cells).map { "\(jsonString($0)):\(json($1))" }.joined(separator: ",") + "}\n"
        }
    }

    /// A cell as a JSON value (a blob as base64 text; a non-finite number as null).
    static func json(_ cell: ExportCell) -> String {
        switch cell {
        case .null: "null"
        case let .integer(number): String(number)
        case let .real(number): number.isFinite ? "\(number)" : "null"
        case let .text(text): jsonString(text)
        case let .blob(data): jsonString(data.base64EncodedString())
        }
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A CSV field, quoted when it holds a comma, quote or line break (RFC 4180).
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
