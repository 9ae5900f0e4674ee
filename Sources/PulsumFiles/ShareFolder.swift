import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A folder holding Pulsum's shipped files (``ShippedFile``), and the order they are looked for in.
///
/// The layout is that of `<prefix>/share/pulsum` after `make install`: `micro-moments.jsonl`,
/// `safety/crisis-prototypes.jsonl`, `models/all-MiniLM-L6-v2/`. A source checkout keeps the
/// data files under `Data/` and the model under `models/`.
///
/// Search order (``searchPath(environment:executablePath:)``), each file from the first folder
/// that has it:
/// 1. `../share/pulsum` beside the running executable (`/proc/self/exe`, symlinks resolved), so
///    an installed `pulsum`, or a symlink to it, finds its files from any working folder;
/// 2. the source checkout the executable was built in (`.build/<config>/pulsum`);
/// 3. `$PULSUM_DATA_FILES`, a folder with the installed layout;
/// 4. the XDG data folder, `$XDG_DATA_HOME/pulsum` (`~/.local/share/pulsum`).
public struct ShareFolder: Sendable, Equatable, CustomStringConvertible {
    /// How the folder was found.
    public enum Origin: String, Sendable {
        case installed = "beside the executable"
        case checkout = "the source checkout"
        case variable = "PULSUM_DATA_FILES"
        case xdg = "the XDG data folder"
    }

    /// The folder.
    public let url: URL
    /// How it was found.
    public let origin: Origin

    public init(url: URL, origin: Origin) {
        self.url = url
        self.origin = origin
    }

    /// The variable that names a folder of shipped files.
    public static let variable = "PULSUM_DATA_FILES"

    /// Where `file` is (or would be) in this folder.
    public func location(of file: ShippedFile) -> URL {
        origin == .checkout && file != .model
            ? url.appendingPathComponent("Data").appendingPathComponent(file.rawValue)
            : url.appendingPathComponent(file.rawValue)
    }

    /// Whether the folder holds `file`.
    public func holds(_ file: ShippedFile) -> Bool {
        let url = location(of: file)
        let probe = file == .model ? url.appendingPathComponent("config.json") : url
        return FileManager.default.fileExists(atPath: probe.path)
    }

    public var description: String { "\(url.path) (\(origin.rawValue))" }

    /// The folders searched, in order (see the type's documentation).
    public static func searchPath(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String = runningExecutable()
    ) -> [ShareFolder] {
        var folders: [ShareFolder] = []
        let binFolder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        folders.append(ShareFolder(url: binFolder.deletingLastPathComponent().appendingPathComponent("share/pulsum")
                                       .standardizedFileURL, origin: .installed))
        var folder = binFolder
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: folder.appendingPathComponent("Data").path)
            {
                folders.append(ShareFolder(url: folder, origin: .checkout))
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        if let named = environment[variable], !named.isEmpty {
            folders.append(ShareFolder(url: URL(fileURLWithPath: named), origin: .variable))
        }
        let xdg = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        folders.append(ShareFolder(url: xdg.appendingPathComponent("pulsum"), origin: .xdg))
        return folders
    }

    /// Where `file` is: in the first of `folders` that holds it, else where the first folder
    /// would hold it (so an error names a place to put it).
    public static func locate(_ file: ShippedFile, in folders: [ShareFolder] = searchPath()) -> URL {
        let found = folders.first { $0.holds(file) } ?? folders.first
        return found?.location(of: file) ?? URL(fileURLWithPath: file.rawValue)
    }

    /// The one command that puts a missing shipped file in place, for these search folders: in
    /// a checkout `make -C <checkout> setup` (the model; the data files are in git), for an
    /// installed binary its `share/pulsum/fetch-model.sh` (the model) or a reinstall.
    public static func installCommand(for file: ShippedFile, in folders: [ShareFolder] = searchPath()) -> String {
        if let checkout = folders.first(where: { $0.origin == .checkout }) {
            return file == .model ? "make -C \(checkout.url.path) setup" : "git -C \(checkout.url.path) checkout -- Data"
        }
        let installed = folders.first { $0.origin == .installed }?.url ?? URL(fileURLWithPath: "/usr/local/share/pulsum")
        let fetch = installed.appendingPathComponent("fetch-model.sh")
        if file == .model, FileManager.default.isExecutableFile(atPath: fetch.path) { return fetch.path }
        let prefix = installed.deletingLastPathComponent().deletingLastPathComponent().path
        return "make install PREFIX=\(prefix) in a Pulsum source checkout (or set \(variable) to a folder holding \(file.rawValue))"
    }

    /// The path of the running executable: `/proc/self/exe` on Linux (not `argv[0]`, which is
    /// relative or a bare name when run through `$PATH`), else `argv[0]`.
    public static func runningExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments.first ?? "" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
