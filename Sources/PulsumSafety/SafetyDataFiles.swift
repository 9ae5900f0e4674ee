import Foundation
import PulsumFiles

/// Finds the screen's data files (`screen-vocabulary.json`, `crisis-classifier.json`), the same
/// way for a checkout and an installed binary.
public enum SafetyDataFiles {
    /// The folder inside a checkout.
    public static let relativeFolder = "Data/safety"

    /// `$PULSUM_SAFETY_DATA/<name>`; else beside `$PULSUM_SAFETY_PROTOTYPES`; else
    /// `$PULSUM_DATA_FILES/<name>` when it exists there; else `Data/safety/<name>` in the
    /// executable's folder or any folder above it, else in the current folder.
    ///
    /// - Returns: the first candidate that exists, else the first candidate (so the error names it).
    public static func locate(
        _ name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String = CommandLine.arguments.first ?? ""
    ) -> URL {
        if let folder = environment["PULSUM_SAFETY_DATA"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent(name)
        }
        if let prototypes = environment["PULSUM_SAFETY_PROTOTYPES"], !prototypes.isEmpty {
            return URL(fileURLWithPath: prototypes).deletingLastPathComponent().appendingPathComponent(name)
        }
        let checkout = CheckoutPaths.candidates("\(relativeFolder)/\(name)", executablePath: executablePath)
        let installed = environment["PULSUM_DATA_FILES"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).appendingPathComponent(name) }
        let candidates = (installed.map { [$0] } ?? []) + checkout
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? checkout[0]
    }
}
