import Foundation

/// The crash campaign's `LD_PRELOAD` library (`scripts/reliability/killshim.c`), for tests that
/// make a run meet a failing disk, a full disk or a file cut short (its header lists the
/// variables that drive it).
public enum KillShim {
    /// The library, compiled with `cc` once per test process; `nil` when there is no C compiler
    /// or the compilation failed.
    public static let library: URL? = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cc") else { return nil }
        let library = TestPaths.processTemporaryFolder.appendingPathComponent("killshim.so")
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
        compiler.arguments = ["-shared", "-fPIC", "-O2", "-o", library.path,
                              TestPaths.repositoryRoot.appendingPathComponent("scripts/reliability/killshim.c").path, "-ldl"]
        guard (try? compiler.run()) != nil else { return nil }
        compiler.waitUntilExit()
        return compiler.terminationStatus == 0 ? library : nil
    }()
}
