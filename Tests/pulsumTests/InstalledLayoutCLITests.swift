import Foundation
import PulsumTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The built binary placed as `<prefix>/bin/pulsum` outside the checkout (a hard link, so
/// `/proc/self/exe` names the prefix), run from another folder: the fast in-suite counterpart of
/// `make install-check`, which does the same with a real static install.
@Suite("pulsum installed under a prefix")
struct InstalledLayoutCLITests {
    @Test("doctor names where it looked and the reinstall command; with share/pulsum filled in, everything is found there")
    func findsShareBesideTheBinary() throws {
        let root = try TestPaths.temporaryDirectory("pulsum-prefix")
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix")
        let binary = prefix.appendingPathComponent("bin/pulsum")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        if link(PulsumProcess.executable.path, binary.path) != 0 {
            try FileManager.default.copyItem(at: PulsumProcess.executable, to: binary)
        }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let environment = ["PULSUM_MODEL_DIR": "", "PULSUM_DATA_FILES": "", "PULSUM_HOME": "",
                           "HOME": root.appendingPathComponent("home").path, "XDG_DATA_HOME": ""]
        func doctor() throws -> (status: Int32, files: [String: Any]) {
            let result = try PulsumProcess.run(["doctor", "--json"], environment: environment, executable: binary,
                                               workingDirectory: elsewhere)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let checks = try #require(report["checks"] as? [[String: Any]])
            return (result.status, try #require(checks.first { $0["name"] as? String == "files" }))
        }

        let bare = try doctor()
        #expect(bare.status == 1)
        #expect(bare.files["ok"] as? Bool == false)
        let share = prefix.appendingPathComponent("share/pulsum").path
        #expect((bare.files["detail"] as? String)?.contains("looked in \(share) (beside the executable)") == true)
        #expect((bare.files["fix"] as? String)?.hasPrefix("run make install PREFIX=\(prefix.path) in a Pulsum source checkout") == true)

        let shareURL = URL(fileURLWithPath: share)
        try FileManager.default.createDirectory(at: shareURL.appendingPathComponent("safety"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shareURL.appendingPathComponent("models"), withIntermediateDirectories: true)
        let data = TestPaths.repositoryRoot.appendingPathComponent("Data")
        for file in ["micro-moments.jsonl", "library-index.pvs"] {
            try FileManager.default.copyItem(at: data.appendingPathComponent(file), to: shareURL.appendingPathComponent(file))
        }
        for file in ["crisis-prototypes.jsonl", "crisis-prototypes.pvs", "screen-vocabulary.json", "crisis-classifier.json"] {
            try FileManager.default.copyItem(at: data.appendingPathComponent("safety/\(file)"),
                                             to: shareURL.appendingPathComponent("safety/\(file)"))
        }
        try FileManager.default.createSymbolicLink(at: shareURL.appendingPathComponent("models/all-MiniLM-L6-v2"),
                                                   withDestinationURL: TestPaths.modelDirectory)
        let installed = try doctor()
        #expect(installed.files["ok"] as? Bool == true)
        #expect((installed.files["detail"] as? String)?.hasPrefix("micro-moments.jsonl from \(share),") == true)
        let library = try PulsumProcess.run(["library", "list", "--category", "stress"], environment: environment,
                                            executable: binary, workingDirectory: elsewhere)
        #expect(library.status == 0, "\(library.stderr)")
    }
}
