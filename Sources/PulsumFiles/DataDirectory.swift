import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// The folder where Pulsum keeps a person's data, created private (0700) on first use.
///
/// Resolution order: an explicit `--data-dir`, then `$PULSUM_HOME`, then
/// `$XDG_DATA_HOME/pulsum`, then `~/.local/share/pulsum`.
public struct DataDirectory: Sendable {
    /// The resolved folder.
    public let url: URL

    public init(url: URL) { self.url = url }

    /// Resolves the folder from an explicit path and the environment (does not create it).
    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> DataDirectory
    {
        if let explicit, !explicit.isEmpty { return DataDirectory(url: URL(fileURLWithPath: explicit)) }
        if let home = environment["PULSUM_HOME"], !home.isEmpty { return DataDirectory(url: URL(fileURLWithPath: home)) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return DataDirectory(url: URL(fileURLWithPath: xdg).appendingPathComponent("pulsum"))
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return DataDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/pulsum"))
    }

    /// Creates the folder (and parents) with mode 0700 if missing, and tightens it if looser.
    public func prepare() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        if let mode = permissions, mode & 0o077 != 0 { chmod(url.path, 0o700) }
    }

    /// The folder's permission bits, or `nil` when it does not exist.
    public var permissions: Int? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o777)
    }

    /// A file inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The SQLite database.
    public var database: URL { file("pulsum.sqlite") }

    /// The lock taken by runs that write (ingest, nightly, feedback).
    public func lock() throws -> FileLock { try FileLock(path: file("pulsum.lock").path) }
}
