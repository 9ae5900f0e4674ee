import Foundation

/// Pulsum's one JSON dialect (docs/json.md), applied to every command's `--json` output:
/// snake_case keys (each output type names its keys), ISO 8601 times with the local offset,
/// keys sorted, a missing value is an absent key (never `null`), and numbers rounded to what
/// they mean (``decimals(for:under:)``).
enum JSONDialect {
    /// The document for `value`, pretty-printed (on a terminal) or on one line.
    static func encode(_ value: some Encodable, pretty: Bool) throws -> Data {
        let tree = try JSONDecoder().decode(JSONValue.self, from: try encoder(pretty: false).encode(value))
        return try encoder(pretty: pretty).encode(normalized(tree, decimals: nil, key: nil))
    }

    /// Key-sorted, slashes unescaped, dates as ISO 8601 with the local UTC offset.
    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp(date))
        }
        return encoder
    }

    /// `2026-11-24T22:05:07+01:00`: the local time with its offset (`Z` in UTC).
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .current))
    }

    /// How many decimals a number under `key` (inside an object under `parent`) keeps; `nil`
    /// keeps every digit (embeddings, counts, raw values). A rule covers everything below its key.
    static func decimals(for key: String, under parent: String?) -> Int? {
        switch (parent, key) {
        case ("score", "value"), ("score", "contributions"): 1  // score points, 0–100
        case (_, "z"), ("features", "values"): 2  // robust z-scores
        case (_, "coverage"), (_, "confidence"): 2  // shares 0–1
        case (_, "median"), (_, "mad"), (_, "scale"), (_, "metrics"): 2  // metric units
        case (_, "similarity"), (_, "probabilities_before"), ("items", "score"): 3  // cosines, probabilities, w·φ
        default: nil
        }
    }

    /// Drops `null` members and rounds numbers by ``decimals(for:under:)``.
    private static func normalized(_ value: JSONValue, decimals: Int?, key: String?) -> JSONValue {
        switch value {
        case let .number(number):
            guard let decimals, number.isFinite else { return value }
            let scale = pow(10, Double(decimals))
            return .number((number * scale).rounded() / scale)
        case let .array(elements):
            return .array(elements.map { normalized($0, decimals: decimals, key: key) })
        case let .object(members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members where member != .null {
                result[name] = normalized(member, decimals: Self.decimals(for: name, under: key) ?? decimals, key: name)
            }
            return .object(result)
        default:
            return value
        }
    }
}
