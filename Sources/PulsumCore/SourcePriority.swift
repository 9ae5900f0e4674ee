/// Which source counts when several recorded the same cumulative metric at the same time.
///
/// A list of entries, best first; each entry is a device kind (`watch`, `ring`, `band`,
/// `phone`, `scale`, `app`, `other`) or a source name (matched case-insensitively, for example
/// `Connect` for Garmin). A source's rank is the position of the first entry that names it or
/// its kind; sources matching no entry share the last rank. The default is
/// `watch,ring,band,phone`: wearables, then the phone, then everything else.
public struct SourcePriority: Hashable, Codable, Sendable, CustomStringConvertible {
    /// One element of the list.
    public enum Entry: Hashable, Codable, Sendable {
        case kind(SourceKind)
        case name(String)
    }

    /// The entries, best first.
    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Wearables, then the phone, then everything else.
    public static let standard = SourcePriority(entries: [.kind(.watch), .kind(.ring), .kind(.band), .kind(.phone)])

    /// Parses a comma-separated list such as `watch,phone,other` or `Connect,watch,phone`.
    public init(parsing text: String) throws(PulsumError) {
        let items = text.split(separator: ",").map { String($0).trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
        guard !items.isEmpty else {
            throw .invalidArgument(name: "source priority", reason: "give a comma-separated list such as watch,phone,other")
        }
        entries = items.map { item in SourceKind(rawValue: item.lowercased()).map(Entry.kind) ?? .name(item) }
    }

    /// The rank of a source: 0 is best; sources matching no entry get `entries.count`.
    public func rank(of source: SourceRef) -> Int {
        let kind = source.kind
        let name = source.name.lowercased()
        for (index, entry) in entries.enumerated() {
            switch entry {
            case let .kind(wanted) where wanted == kind: return index
            case let .name(wanted) where wanted.lowercased() == name: return index
            default: continue
            }
        }
        return entries.count
    }

    /// The list as `--source-priority` accepts it.
    public var description: String {
        entries.map { entry in
            switch entry {
            case let .kind(kind): kind.rawValue
            case let .name(name): name
            }
        }.joined(separator: ",")
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let drop: (Character) -> Bool = { set.contains($0) }
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }
}
