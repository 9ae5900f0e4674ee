import Foundation
import PulsumCore

/// Reads and validates micro-moment JSON Lines (one object per line, blank lines ignored).
///
/// Every problem is collected (not just the first) and named by file, line and field: malformed
/// JSON, unknown or missing keys, an empty or over-long action, an unknown category, intensity or
/// situation, minutes outside 1–240, a source that is not an `https://` page, and duplicate ids
/// (within the file or against `reservedIDs`).
public struct MicroMomentParser: Sendable {
    /// Longest accepted title, in characters.
    public static let maxTitleLength = 80
    /// Longest accepted action, in characters.
    public static let maxActionLength = 400
    /// Most sentences an action may have.
    public static let maxSentences = 3
    /// Accepted range of `minutes`.
    public static let minutesRange = 1...240

    /// Ids that must not appear (for example the built-in library's, when importing).
    public var reservedIDs: Set<String>

    /// A parser that refuses `reservedIDs` as well as duplicates within a file.
    public init(reservedIDs: Set<String> = []) { self.reservedIDs = reservedIDs }

    /// Parses `data` (named `file` in errors); throws ``LibraryError`` listing every problem.
    public func parse(_ data: Data, file: String) throws -> [MicroMoment] {
        var items: [MicroMoment] = []
        var problems: [InputError] = []
        var seen: [String: Int] = [:]
        for (lineNumber, text) in numberedLines(data) {
            var report = ProblemReport(file: file, line: lineNumber)
            guard let item = decode(Data(text.utf8), report: &report) else {
                problems += report.problems
                continue
            }
            if let first = seen[item.id] {
                report.add("id", "duplicate id '\(item.id)' (first on line \(first)); ids must be unique")
            } else if reservedIDs.contains(item.id) {
                report.add("id", "id '\(item.id)' already exists in the library (built-in or another imported file); choose another")
            }
            seen[item.id] = seen[item.id] ?? lineNumber
            if report.problems.isEmpty { items.append(item) } else { problems += report.problems }
        }
        if !problems.isEmpty { throw LibraryError(problems: problems) }
        return items
    }

    /// Decodes and checks one line; `nil` when any field is wrong (problems go to `report`).
    private func decode(_ line: Data, report: inout ProblemReport) -> MicroMoment? {
        let raw: RawMicroMoment
        do {
            raw = try JSONDecoder().decode(RawMicroMoment.self, from: line)
        } catch let DecodingError.typeMismatch(_, context) {
            report.add(context.codingPath.map(\.stringValue).joined(separator: "."), "wrong type: \(context.debugDescription)")
            return nil
        } catch {
            report.add("", "not a JSON object (\(error.localizedDescription)); each line must be one object")
            return nil
        }
        for key in raw.unknownKeys.sorted() { report.add(key, "unknown key (allowed: \(RawMicroMoment.Key.allNames))") }
        let id = report.require("id", raw.id) { value in
            value.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
                ? nil : "use lowercase letters, digits and dashes only"
        }
        let title = report.require("title", raw.title) { value in
            value.count > Self.maxTitleLength ? "longer than \(Self.maxTitleLength) characters" : nil
        }
        let action = report.require("action", raw.action, check: checkAction)
        let category: MicroMomentCategory? = report.requireCase("category", raw.category)
        let intensity: Intensity? = report.requireCase("intensity", raw.intensity)
        let situations = checkSituations(raw.situations, report: &report)
        let minutes = checkMinutes(raw.minutes, report: &report)
        let source = checkSource(raw.source, report: &report)
        guard let id, let title, let action, let category, let intensity, let situations, let minutes, let source,
              report.problems.isEmpty
        else { return nil }
        return MicroMoment(id: id, title: title, action: action, category: category, minutes: minutes,
                           intensity: intensity, situations: situations, source: source)
    }

    private func checkAction(_ action: String) -> String? {
        if action.count > Self.maxActionLength { return "longer than \(Self.maxActionLength) characters" }
        let sentences = action.split(whereSeparator: { ".!?".contains($0) })
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
        return sentences > Self.maxSentences ? "\(sentences) sentences; keep it to 1–\(Self.maxSentences)" : nil
    }

    private func checkSituations(_ names: [String]?, report: inout ProblemReport) -> [Situation]? {
        guard let names, !names.isEmpty else {
            report.add("situations", "missing or empty; list at least one situation")
            return nil
        }
        var situations: [Situation] = []
        for name in names {
            guard let situation = Situation(rawValue: name) else {
                report.add("situations", "unknown situation '\(name)' (known: \(Situation.allCases.map(\.rawValue).joined(separator: ", ")))")
                continue
            }
            if situations.contains(situation) { report.add("situations", "'\(name)' listed twice") }
            situations.append(situation)
        }
        return situations
    }

    private func checkMinutes(_ minutes: Int?, report: inout ProblemReport) -> Int? {
        guard let minutes else {
            report.add("minutes", "missing")
            return nil
        }
        guard Self.minutesRange.contains(minutes) else {
            report.add("minutes", "\(minutes) is outside \(Self.minutesRange.lowerBound)–\(Self.minutesRange.upperBound)")
            return nil
        }
        return minutes
    }

    private func checkSource(_ source: RawMicroMoment.RawSource?, report: inout ProblemReport) -> MicroMoment.Source? {
        guard let source else {
            report.add("source", "missing; give {\"name\": ..., \"url\": \"https://...\"}")
            return nil
        }
        let name = report.require("source.name", source.name) { _ in nil }
        let url = report.require("source.url", source.url) { value in
            value.hasPrefix("https://") && !value.contains(" ") ? nil : "must be an https:// address"
        }
        guard let name, let url else { return nil }
        return MicroMoment.Source(name: name, url: url)
    }
}

/// Problems found on one line.
private struct ProblemReport {
    let file: String
    let line: Int
    var problems: [InputError] = []

    mutating func add(_ field: String, _ reason: String) {
        problems.append(InputError(file: file, line: line, field: field, reason: reason))
    }

    /// A required non-empty text field, checked by `check` (which returns a problem or nil).
    mutating func require(_ field: String, _ value: String?, check: (String) -> String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            add(field, "missing or empty")
            return nil
        }
        if let problem = check(value) {
            add(field, problem)
            return nil
        }
        return value
    }

    /// A required field naming a case of a fixed vocabulary.
    mutating func requireCase<T: CaseIterable & RawRepresentable>(_ field: String, _ value: String?) -> T?
    where T.RawValue == String {
        guard let value = require(field, value, check: { _ in nil }) else { return nil }
        guard let parsed = T(rawValue: value) else {
            add(field, "unknown value '\(value)' (known: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
            return nil
        }
        return parsed
    }
}

/// A line as written, every field optional so that each missing one can be reported.
private struct RawMicroMoment: Decodable {
    enum Key: String, CaseIterable, CodingKey {
        case id, title, action, category, minutes, intensity, situations, source
        static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
    }

    struct RawSource: Decodable {
        var name: String?
        var url: String?
    }

    /// Any key, to find the ones that are not allowed.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    var id, title, action, category, intensity: String?
    var minutes: Int?
    var situations: [String]?
    var source: RawSource?
    var unknownKeys: Set<String>

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        action = try container.decodeIfPresent(String.self, forKey: .action)
        category = try container.decodeIfPresent(String.self, forKey: .category)
        intensity = try container.decodeIfPresent(String.self, forKey: .intensity)
        minutes = try container.decodeIfPresent(Int.self, forKey: .minutes)
        situations = try container.decodeIfPresent([String].self, forKey: .situations)
        source = try container.decodeIfPresent(RawSource.self, forKey: .source)
        let all = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        unknownKeys = Set(all).subtracting(Key.allCases.map(\.rawValue))
    }
}
