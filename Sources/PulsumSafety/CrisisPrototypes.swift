import Foundation
import PulsumCore
import PulsumFiles

/// A sentence that stands for crisis talk; the screen compares text with these by meaning.
public struct CrisisPrototype: Sendable, Hashable, Codable {
    /// Stable id reported in reasons (`P01` …).
    public let id: String
    /// The sentence itself.
    public let text: String
    /// The C-SSRS category the sentence stands for (reported beside the similarity).
    public let category: CrisisCategory

    /// A prototype with its id, sentence and category.
    public init(id: String, text: String, category: CrisisCategory) {
        self.id = id
        self.text = text
        self.category = category
    }
}

/// The prototype list, kept as JSON Lines (`{"id": "P01", "text": "…", "category": "passive_wish"}`) in
/// `safety/crisis-prototypes.jsonl` of the shipped files (`Data/safety/` in a checkout).
public enum CrisisPrototypes {

    /// Reads and checks the list: every line an object with a unique id and non-empty text.
    public static func load(from url: URL) throws -> [CrisisPrototype] {
        let content: String
        do {
            content = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        var prototypes: [CrisisPrototype] = []
        var seen = Set<String>()
        let decoder = JSONDecoder()
        for (index, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let prototype = try? decoder.decode(CrisisPrototype.self, from: Data(line.utf8)),
                  !prototype.id.isEmpty, !prototype.text.isEmpty else {
                throw PulsumError.corruptFile(path: url.path, reason: "line \(index + 1) is not {\"id\": …, \"text\": …, \"category\": …} with a C-SSRS category")
            }
            guard seen.insert(prototype.id).inserted else {
                throw PulsumError.corruptFile(path: url.path, reason: "line \(index + 1) repeats id \(prototype.id)")
            }
            prototypes.append(prototype)
        }
        guard !prototypes.isEmpty else { throw PulsumError.corruptFile(path: url.path, reason: "no prototypes") }
        return prototypes
    }

    /// Finds the list in the first shipped-files folder that has it (see ``PulsumFiles/ShareFolder``).
    public static func locate(searchPath: [ShareFolder] = ShareFolder.searchPath()) -> URL {
        ShareFolder.locate(.crisisPrototypes, in: searchPath)
    }
}
