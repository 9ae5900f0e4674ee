import PulsumCore

/// The cohort's linkage table: which person id each participant id or export name belongs to.
///
/// Stored as `manifest.csv` in the cohort folder (mode 0600), one mapping per line after the
/// header `person,source`:
///
/// ```
/// person,source
/// p-3f9a0c6d21e4,participant:1503960366
/// S017,export:site2-S017
/// ```
///
/// A study may write the file first with its own pseudonymous codes; `cohort import` adds a
/// random id for each participant or export it has not seen. Several sources may map to one
/// person; one source maps to one person only. Lines starting with `#` and blank lines are ignored.
public struct CohortManifest: Sendable, Equatable {
    /// The person of each source.
    public private(set) var people: [CohortSource: PersonID] = [:]

    /// An empty manifest.
    public init() {}

    /// Parses the file's text; `path` names the file in errors.
    public init(parsing text: String, path: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        var number = 0
        var sawHeader = false
        while let raw = lines.next() {
            number += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            if !sawHeader {
                guard line == Self.header else { throw Self.error(path, number, "the first line must be '\(Self.header)'") }
                sawHeader = true
                continue
            }
            guard let comma = line.firstIndex(of: ",") else { throw Self.error(path, number, "expected person,source") }
            do {
                let person = try PersonID(String(line[..<comma]))
                let source = try CohortSource(parsing: String(line[line.index(after: comma)...]))
                if let other = people[source], other != person {
                    throw Self.error(path, number, "\(source) is already mapped to \(other)")
                }
                people[source] = person
            } catch let PulsumError.invalidArgument(_, reason) {
                throw Self.error(path, number, reason)
            }
        }
    }

    /// The header line.
    public static let header = "person,source"

    /// The manifest as it is written: the header, then one line per source, sorted by person.
    public var text: String {
        let lines = people.map { "\($0.value),\($0.key)" }.sorted()
        return ([Self.header] + lines).joined(separator: "\n") + "\n"
    }

    /// Every person id, sorted, each once.
    public var personIDs: [PersonID] { Set(people.values).sorted() }

    /// The person of `source`, assigning a new random id (unused in this manifest) when it has none.
    public mutating func person<G: RandomNumberGenerator>(for source: CohortSource, using generator: inout G) throws -> PersonID {
        if let known = people[source] { return known }
        if source.description.contains(where: \.isNewline) {
            throw PulsumError.invalidArgument(name: "cohort source", reason: "'\(source)' contains a line break")
        }
        let used = Set(people.values)
        var id = PersonID.random(using: &generator)
        while used.contains(id) { id = PersonID.random(using: &generator) }
        people[source] = id
        return id
    }

    static func error(_ path: String, _ line: Int, _ reason: String) -> PulsumError {
        .invalidArgument(name: "cohort manifest \(path):\(line)", reason: reason)
    }
}
