import Foundation
import PulsumTestSupport

@testable import pulsum

/// A validator for the subset of JSON Schema that `docs/schemas/` uses: `$ref` (another file
/// of that folder), `type`, `enum`, `properties`, `required`, `additionalProperties`, `items`
/// and the formats `date` and `date-time`. Returns one `path: problem` per violation.
struct JSONSchemaValidator {
    static let folder = TestPaths.repositoryRoot.appendingPathComponent("docs/schemas")

    /// The problems of the JSON text `document` against `docs/schemas/<name>.schema.json`.
    static func problems(of document: String, against name: String) throws -> [String] {
        var problems: [String] = []
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(document.utf8))
        try check(value, against: try schema(named: "\(name).schema.json"), at: "$", into: &problems)
        return problems
    }

    static func schema(named file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(file))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    private static func check(_ value: JSONValue, against schema: [String: Any], at path: String, into problems: inout [String]) throws {
        if let reference = schema["$ref"] as? String {
            try check(value, against: try self.schema(named: reference), at: path, into: &problems)
            return
        }
        if let types = (schema["type"] as? String).map({ [$0] }) ?? schema["type"] as? [String],
           !types.contains(where: { matches(value, type: $0) }) {
            problems.append("\(path): \(value) is not \(types.joined(separator: " or "))")
            return
        }
        if let allowed = schema["enum"] as? [String], !allowed.contains(where: { value == .string($0) }) {
            problems.append("\(path): \(value) is not one of \(allowed)")
        }
        if let format = schema["format"] as? String, case let .string(text) = value, !matches(text, format: format) {
            problems.append("\(path): '\(text)' is not a \(format)")
        }
        if case let .object(object) = value {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): missing \(key)")
            }
            for (key, member) in object {
                if let property = properties[key] {
                    try check(member, against: property, at: "\(path).\(key)", into: &problems)
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    try check(member, against: additional, at: "\(path).\(key)", into: &problems)
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): unexpected key \(key)")
                }
            }
        }
        if case let .array(array) = value, let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() {
                try check(element, against: items, at: "\(path)[\(index)]", into: &problems)
            }
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("integer", .integer), ("number", .integer), ("number", .number): true
        default: false
        }
    }

    private static func matches(_ text: String, format: String) -> Bool {
        switch format {
        case "date": text.wholeMatch(of: /\d{4}-\d\d-\d\d/) != nil
        case "date-time": text.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/) != nil
        default: true
        }
    }
}
