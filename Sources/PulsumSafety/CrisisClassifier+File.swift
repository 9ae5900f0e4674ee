import Foundation

/// The weights file as written: `{"format", "version", "model", "embeddingDimension",
/// "features", "crisis", "concern", "languageGuess" (when a head has thresholds per language),
/// "training"}`.
struct WeightsFile: Codable {
    static let formatName = "pulsum-crisis-classifier"

    /// How the weights were made (for a reader; not used to judge).
    struct Training: Codable {
        let corpusSHA256: String
        let sentences: Int
        let families: Int
        let folds: Int
        let crossValidation: [String: Double]
    }

    let format: String
    let version: Int
    let model: String
    let embeddingDimension: Int
    let features: [String]
    let crisis: CrisisClassifier.Head
    let concern: CrisisClassifier.Head
    let languageGuess: LanguageGuess?
    let training: Training

    /// The bytes to write: keys sorted, so the same weights always give the same file.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
