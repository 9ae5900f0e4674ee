import Foundation
import PulsumCore
import PulsumRanking

/// Items as feature rows and (preferred, other) pairs, read from the CSV layout of the
/// Bradley-Terry reference data: `item,f0,f1,…` (one row per item, ids 0…n−1 in order) and
/// `preferred,other` (item ids).
public struct PreferenceDataset: Sendable {
    /// Feature names from the header (without `item`).
    public var featureNames: [String]
    /// One feature row per item.
    public var items: [[Double]]

    /// A dataset from names and rows (each row as long as `featureNames`).
    public init(featureNames: [String], items: [[Double]]) {
        self.featureNames = featureNames
        self.items = items
    }

    /// Reads the item features; a malformed row throws an ``PulsumCore/InputError`` naming
    /// file:line:field.
    public static func loadFeatures(_ url: URL) throws -> PreferenceDataset {
        let rows = try csvRows(url)
        guard let header = rows.first, header.fields.first == "item", header.fields.count > 1 else {
            throw PulsumError.unrecognizedFormat(path: url.path, hint: "expected a header 'item,f0,f1,...'")
        }
        let names = Array(header.fields.dropFirst())
        var items: [[Double]] = []
        for row in rows.dropFirst() {
            guard row.fields.count == header.fields.count else {
                throw malformed(url, row.line, "", "\(row.fields.count) columns, expected \(header.fields.count)")
            }
            guard Int(row.fields[0]) == items.count else {
                throw malformed(url, row.line, "item", "expected item id \(items.count) (ids must be 0, 1, 2, … in order)")
            }
            var values: [Double] = []
            for (name, text) in zip(names, row.fields.dropFirst()) {
                guard let value = Double(text), value.isFinite else { throw malformed(url, row.line, name, "'\(text)' is not a number") }
                values.append(value)
            }
            items.append(values)
        }
        return PreferenceDataset(featureNames: names, items: items)
    }

    /// Reads `preferred,other` pairs; ids must name items of this dataset.
    public func loadPairs(_ url: URL) throws -> [PreferencePair] {
        let rows = try Self.csvRows(url)
        guard let header = rows.first, header.fields == ["preferred", "other"] else {
            throw PulsumError.unrecognizedFormat(path: url.path, hint: "expected a header 'preferred,other'")
        }
        return try rows.dropFirst().map { row in
            guard row.fields.count == 2 else { throw Self.malformed(url, row.line, "", "expected 2 columns") }
            var ids: [Int] = []
            for (name, text) in zip(header.fields, row.fields) {
                guard let id = Int(text), items.indices.contains(id) else {
                    throw Self.malformed(url, row.line, name, "'\(text)' is not an item id 0…\(items.count - 1)")
                }
                ids.append(id)
            }
            return PreferencePair(preferred: ids[0], other: ids[1])
        }
    }

    private static func csvRows(_ url: URL) throws -> [(line: Int, fields: [String])] {
        numberedLines(try read(url)).map { line, text in
            (line, text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        }
    }

    private static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func malformed(_ url: URL, _ line: Int, _ field: String, _ reason: String) -> InputError {
        InputError(file: url.path, line: line, field: field, reason: reason)
    }
}
