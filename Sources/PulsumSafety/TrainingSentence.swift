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

    /// The generated corpus's path inside a checkout (`make safety-corpus`).
    public static let relativePath = "Data/safety/training-corpus.jsonl"
    /// The folder of the spent judges' hand-written families, `round<N>-families.jsonl`.
    public static let judgesRelativePath = "Data/safety/judges"

    /// The whole training corpus of a checkout: the generated sentences, then each spent judge's
    /// hand-written families in round order, with the bytes read, in that order (the weights file
    /// records their SHA-256). A checkout without the judges' folder gives the generated ones only.
    ///
    /// - Throws: `PulsumError.unreadableFile` or `PulsumError.corruptFile` naming the file and line.
    public static func loadCorpus(checkout root: URL) throws -> (sentences: [TrainingSentence], bytes: Data) {
        let judges = root.appendingPathComponent(judgesRelativePath)
        let judgeFiles = ((try? FileManager.default.contentsOfDirectory(atPath: judges.path)) ?? [])
            .compactMap { name in round(ofJudgeFile: name).map { (round: $0, url: judges.appendingPathComponent(name)) } }
            .sorted { $0.round < $1.round }.map(\.url)
        var sentences: [TrainingSentence] = []
        var bytes = Data()
        for url in [root.appendingPathComponent(relativePath)] + judgeFiles {
            let content = try read(url)
            sentences += try parse(content, path: url.path)
            bytes += content
        }
        return (sentences, bytes)
    }

    /// Reads one corpus file, one JSON object a line.
    ///
    /// - Throws: `PulsumError.unreadableFile` or `PulsumError.corruptFile` naming the line.
    public static func load(from url: URL) throws -> [TrainingSentence] {
        try parse(read(url), path: url.path)
    }

    /// The round of a judge's families file, `round<N>-families.jsonl`.
    static func round(ofJudgeFile name: String) -> Int? {
        guard name.hasPrefix("round"), name.hasSuffix("-families.jsonl") else { return nil }
        return Int(name.dropFirst("round".count).dropLast("-families.jsonl".count))
    }

    private static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw PulsumError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func parse(_ content: Data, path: String) throws -> [TrainingSentence] {
        let decoder = JSONDecoder()
        return try content.split(separator: UInt8(ascii: "\n")).enumerated().map { index, line in
            guard let sentence = try? decoder.decode(TrainingSentence.self, from: Data(line)) else {
                throw PulsumError.corruptFile(path: path, reason: "line \(index + 1) is not {\"text\", \"label\", \"category\", \"family\", …}")
            }
            return sentence
        }
    }
}
