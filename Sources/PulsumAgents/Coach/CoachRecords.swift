import Foundation
import PulsumFiles
import PulsumRanking

/// The last list shown, kept so that `pulsum feedback` can learn from it in the context it was
/// shown in. It holds item ids, similarities and day features, never the person's text.
struct LastRecommendation: Codable, Sendable {
    var shownAt: Date
    var items: [ShownItem]
    var context: [String: Double]

    struct ShownItem: Codable, Sendable {
        var id: String
        var similarity: Double
    }
}

/// One piece of feedback, as kept in the history file.
public struct FeedbackEvent: Codable, Sendable, Equatable {
    /// When the feedback was given.
    public var at: Date
    /// The item the person chose.
    public var chosen: String
    /// The items it was preferred over.
    public var over: [String]
    /// The ranker's probability of each "chosen over other" before learning from it.
    public var probabilitiesBefore: [Double]
}

/// Small JSON files under `<data folder>/coach/`, each written atomically (and encrypted, as
/// `NAME.age`, in an encrypted folder: see ``FileStore``).
struct CoachFiles: Sendable {
    let folder: URL
    /// How the personal files are stored.
    var store: FileStore = .plaintext

    var index: URL { folder.appendingPathComponent("library-index.pvs") }
    var prototypeIndex: URL { folder.appendingPathComponent("crisis-prototypes.pvs") }
    var rankerState: URL { folder.appendingPathComponent("ranker-state") }
    var lastRecommendation: URL { folder.appendingPathComponent("last-recommendation.json") }
    var feedbackHistory: URL { folder.appendingPathComponent("feedback-history.json") }

    func prepare() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }

    func read<T: Decodable>(_ type: T.Type, from url: URL) throws -> T? {
        guard let data = try store.read(url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw CoachError.damagedFile(path: store.location(of: url).path)
        }
    }

    /// The ranker state, or the initial one when there is none yet.
    func loadRankerState() throws -> RankerState {
        guard let data = try store.read(rankerState) else { return .initial }
        return try RankerStateFile(url: store.location(of: rankerState)).decode(data)
    }

    /// The JSON bytes of `value` as these files store it.
    func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(value)
    }
}
