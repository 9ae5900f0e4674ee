import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumSafety

/// `--judge FILE [--weights PATH] [--levels OUT] [--against LEVELS]`: screens each labelled text of
/// FILE (JSON Lines with `text`, `label` or `level`, and `lang`, as judges and frozen sets are
/// written) through `SafetyAgent`, as `pulsum safety` screens it (every sentence, the whole text,
/// the language guessed), with the weights file given (the checkout's by default, not checked
/// against the pin: a candidate's), and prints the figures a judgement compares. `--levels`
/// writes each text's level, one per line; `--against` reads such a file and counts the crisis
/// texts it called crisis that this screen does not (docs/safety.md, round 27).
struct Judgement {
    private struct Text: Decodable {
        let text: String
        let label: String?
        let level: String?
        let lang: String
        let form: String?
        var expected: String { label ?? level ?? "" }
    }

    let file: String
    let weights: URL
    let levelsOutput: String?
    let against: String?

    /// Reads the judgement's options from the command line, or nil without `--judge`.
    init?(arguments: [String], data: URL) {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let file = value("--judge") else { return nil }
        self.file = file
        weights = value("--weights").map { URL(fileURLWithPath: $0) } ?? data.appendingPathComponent(CrisisClassifier.fileName)
        levelsOutput = value("--levels")
        against = value("--against")
    }

    /// Screens the texts, prints the figures and writes or compares the levels.
    func run(data: URL) throws {
        let texts = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(Text.self, from: Data($0.utf8))
        }
        let earlier = try against.map { try String(contentsOfFile: $0, encoding: .utf8).split(separator: "\n").map(String.init) }
        if let earlier, earlier.count != texts.count {
            throw PulsumError.invalidArgument(name: "--against", reason: "\(earlier.count) levels for \(texts.count) texts")
        }
        let embedder = try MiniLMEmbedder.load(from: ModelFiles.locate())
        let prototypes = try CrisisPrototypes.load(from: data.appendingPathComponent("crisis-prototypes.jsonl"))
        let agent = try SafetyAgent(
            embedder: embedder, prototypes: prototypes, prototypeVectors: embedder.embed(prototypes.map(\.text)),
            vocabulary: SafetyVocabulary.load(from: data.appendingPathComponent(SafetyVocabulary.fileName)),
            classifier: CrisisClassifier.load(from: weights, expectedSHA256: nil))
        // `evidence(for:)` embeds the texts' pieces in batches itself.
        let levels = try agent.evidence(for: texts.map(\.text)).map { SafetyPolicy.decide($0).level }
        print(report(texts: texts, levels: levels))
        if let levelsOutput {
            try (levels.map(\.rawValue).joined(separator: "\n") + "\n").write(toFile: levelsOutput, atomically: true, encoding: .utf8)
        }
        if let against, let earlier {
            let crisis = texts.indices.filter { texts[$0].expected == "crisis" && earlier[$0] == SafetyLevel.crisis.rawValue }
            print("crisis verdicts of \(against) lost: \(crisis.filter { levels[$0] != .crisis }.count) of \(crisis.count)")
        }
    }

    private func report(texts: [Text], levels: [SafetyLevel]) -> String {
        func count(_ expected: String, judged: SafetyLevel, language: String? = nil, form: String? = nil) -> (Int, Int) {
            let chosen = texts.indices.filter {
                texts[$0].expected == expected && (language == nil || texts[$0].lang == language) && (form == nil || texts[$0].form == form)
            }
            return (chosen.filter { levels[$0] == judged }.count, chosen.count)
        }
        func share(_ pair: (Int, Int)) -> String {
            "\(pair.0)/\(pair.1) = " + String(format: "%.1f %%", pair.1 == 0 ? 0 : 100 * Double(pair.0) / Double(pair.1))
        }
        let languages = ["en", "es", "fr"].map { (language: String) in
            "\(language) " + share(count("crisis", judged: .crisis, language: language))
        }
        return """
            judged \(texts.count) texts through the screen as it runs (weights \(weights.path))
            crisis recall \(share(count("crisis", judged: .crisis))) (\(languages.joined(separator: ", ")))
            crisis → safe \(count("crisis", judged: .safe).0)
            safe → crisis \(share(count("safe", judged: .crisis))) (long messages \(share(count("safe", judged: .crisis, form: "long"))))
            distress → safe \(share(count("caution", judged: .safe)))
            """
    }
}
