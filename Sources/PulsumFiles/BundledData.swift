import Foundation

/// Finds the read-only data files shipped in the checkout's `Data/` folder (the micro-moment
/// library, the crisis prototypes) from wherever `pulsum` runs.
///
/// Search order: `$PULSUM_DATA_FILES/<name>`; then `Data/<name>` in the executable's folder or
/// any of the six folders above it (a source checkout: `.build/<config>/pulsum` → `Data/`);
/// then `Data/<name>` in the working folder.
public enum BundledData {
    /// The file's location: the first candidate that exists, else the first candidate (so an
    /// error names where the file was expected).
    public static func url(
        for relativePath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String = CommandLine.arguments.first ?? ""
    ) -> URL {
        if let explicit = environment["PULSUM_DATA_FILES"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit).appendingPathComponent(relativePath)
        }
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<7 {
            candidates.append(folder.appendingPathComponent("Data").appendingPathComponent(relativePath))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("Data").appendingPathComponent(relativePath))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }
}
