import Foundation

/// Where files that ship with a source checkout (model files, the micro-moment library) are
/// looked for when no environment variable names them.
public enum CheckoutPaths {
    /// `relativePath` in the executable's folder (symlinks resolved) and each of the five folders
    /// above it — so `.build/<config>/pulsum` finds the checkout's files — then in the working folder.
    public static func candidates(_ relativePath: String, executablePath: String) -> [URL] {
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent(relativePath))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relativePath))
        return candidates
    }
}
