import Foundation
import PulsumCore

/// One line of the training corpus (`Data/safety/training-corpus.jsonl`): a sentence, its level,
/// its C-SSRS category or frame, and the paraphrase family it belongs to.
public struct TrainingSentence: Sendable, Decodable, Equatable {
    public let text: String
    public let label: SafetyLevel
    public let category: String
    /// Sentences of one family are variants of one situation; cross-validation keeps a family
    /// together so its siblings never help score it.
    public let family: String
    public let lang: String
    public let form: String

    public init(text: String, label: SafetyLevel, category: String, family: String, lang: String = "en", form: String = "plain") {
        self.text = text
        self.label = label
        self.category = category
        self.family = family
        self.lang = lang
        self.form = form
    }

    /// Whether the sentence was written by hand by one of the screen's past judges (families
    /// `h<round>-…`, docs/safety.md) rather than generated from templates.
    public var isHandWritten: Bool {
        family.first == "h" && family.dropFirst().first?.isNumber == true
    }

    /// The corpus's path inside a checkout.
    public static let relativePath = "Data/safety/training-corpus.jsonl"

    /// Reads the corpus, one JSON object a line.
    ///
    /// - Throws: `PulsumError.unreadableFile` or `PulsumError.corruptFile` naming the line.
    public static func load(from url: URL) throws -> [TrainingSentence] {
        let content: String
        do {
            content = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        let decoder = JSONDecoder()
        return try content.split(separator: "\n").enumerated().map { index, line in
            guard let sentence = try? decoder.decode(TrainingSentence.self, from: Data(line.utf8)) else {
                throw PulsumError.corruptFile(path: url.path, reason: "line \(index + 1) is not {\"text\", \"label\", \"category\", \"family\", …}")
            }
            return sentence
        }
    }
}
