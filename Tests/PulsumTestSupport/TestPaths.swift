import Foundation

/// Locations of test inputs: the project's own fixtures and the optional `../shared` folder.
public enum TestPaths {
    /// The checkout's root folder (found from this source file's path).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder under `Tests/Fixtures`.
    public static func fixture(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// The `../shared` folder beside the checkout (`$PULSUM_SHARED_DIR` overrides, for git
    /// worktrees kept elsewhere), or `nil` when it is absent.
    public static var sharedFolder: URL? {
        let folder = ProcessInfo.processInfo.environment["PULSUM_SHARED_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    /// The committed verbatim copies of the `../shared` files small enough to keep in git, at the
    /// same relative paths (see `Tests/README.md`).
    public static let sharedCopies: URL = fixture("shared")

    /// A file or folder under `../shared`; when that folder is absent (a fresh clone), its
    /// committed copy under `Tests/Fixtures/shared`. `nil` when neither exists: tests that need
    /// it skip with a message then.
    public static func shared(_ relativePath: String) -> URL? {
        let url = (sharedFolder ?? sharedCopies).appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Whether every one of `relativePaths` is available through ``shared(_:)``.
    public static func hasShared(_ relativePaths: String...) -> Bool {
        relativePaths.allSatisfy { shared($0) != nil }
    }

    /// The model folder used by tests: `$PULSUM_MODEL_DIR`, else `models/all-MiniLM-L6-v2`.
    public static var modelDirectory: URL {
        if let explicit = ProcessInfo.processInfo.environment["PULSUM_MODEL_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        return repositoryRoot.appendingPathComponent("models/all-MiniLM-L6-v2")
    }

    /// A fresh private temporary folder inside this test process's own folder
    /// (``processTemporaryFolder``), so nothing a test writes outlives the run. The name has no
    /// digit runs that `PIIRedactor` could take for a phone number in a CLI's error line.
    public static func temporaryDirectory(_ label: String = "pulsum-test") throws -> URL {
        let url = processTemporaryFolder.appendingPathComponent("\(label)-\(UUID().uuidString.filter { $0 != "-" })")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `$TMPDIR/pulsum-tests-PID` (mode 0700): removed when the test process exits, and a folder left by a
    /// test process that was killed is removed by the next one (each run used to leave about 50
    /// folders, some with keys and health data fixtures, in `/tmp`).
    public static let processTemporaryFolder: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeFoldersOfEndedProcesses(in: temporary)
        let folder = temporary.appendingPathComponent("\(processFolderPrefix)\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        atexit { try? FileManager.default.removeItem(at: TestPaths.processTemporaryFolder) }
        return folder
    }()

    private static let processFolderPrefix = "pulsum-tests-"

    private static func removeFoldersOfEndedProcesses(in temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(processFolderPrefix) {
            guard let pid = pid_t(name.dropFirst(processFolderPrefix.count)), pid != getpid(),
                  kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
