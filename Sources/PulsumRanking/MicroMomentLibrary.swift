import Foundation
import PulsumCore
import PulsumFiles

/// The micro-moments Pulsum can recommend: the built-in library plus the person's own imported
/// files (`<data folder>/library/*.jsonl`), validated, with unique ids.
public struct MicroMomentLibrary: Sendable {
    /// Every item, built-in first, then the person's files in name order.
    public let items: [MicroMoment]
    private let index: [String: Int]

    /// A library of exactly these items (ids must be unique; later duplicates are ignored).
    public init(items: [MicroMoment]) {
        self.items = items
        var index: [String: Int] = [:]
        for (position, item) in items.enumerated() where index[item.id] == nil { index[item.id] = position }
        self.index = index
    }

    /// The item with this id, if any.
    public func item(id: String) -> MicroMoment? { index[id].map { items[$0] } }

    /// Items of one category (all when `nil`), in library order.
    public func items(in category: MicroMomentCategory?) -> [MicroMoment] {
        guard let category else { return items }
        return items.filter { $0.category == category }
    }

    /// Loads the built-in file and every imported file; throws ``LibraryError`` (with file:line)
    /// or ``PulsumCore/PulsumError`` when a file is missing or unreadable.
    public static func load(files: LibraryFiles) throws -> MicroMomentLibrary {
        let builtIn = try MicroMomentParser().parse(try read(files.builtIn), file: files.builtIn.path)
        var items = builtIn
        var taken = Set(builtIn.map(\.id))
        for url in try files.importedFiles() {
            let parsed = try MicroMomentParser(reservedIDs: taken).parse(try files.storage.read(url), file: url.path)
            taken.formUnion(parsed.map(\.id))
            items += parsed
        }
        return MicroMomentLibrary(items: items)
    }

    static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: "\(error.localizedDescription)")
        }
    }
}
