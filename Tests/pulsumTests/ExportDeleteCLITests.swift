import Crypto
import Foundation
import PulsumTestSupport
import Testing

/// `pulsum export` and `pulsum delete --all`, plaintext and encrypted.
@Suite("pulsum export / delete", .serialized)
struct ExportDeleteCLITests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    func manifest(_ folder: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any])
    }

    @Test func exportWritesEveryTableWithAManifestAndRefusesAFullFolder() throws {
        let root = try TestPaths.temporaryDirectory("export-cli")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home"), out = root.appendingPathComponent("out")
        #expect(try PulsumProcess.run(["nightly", sample, "--data-dir", home.path]).status == 0)
        let export = try PulsumProcess.run(["export", "--out", out.path, "--format", "csv", "--data-dir", home.path])
        #expect(export.status == 0, "\(export.stderr)")
        let files = try #require(try manifest(out)["files"] as? [[String: Any]])
        let samples = try #require(files.first { $0["kind"] as? String == "samples" })
        #expect(samples["rows"] as? Int == 4437)
        #expect(Set(files.compactMap { $0["kind"] as? String }).isSuperset(of: ["samples", "daily", "scores", "analyses", "audit-log"]))
        for file in files {
            let data = try Data(contentsOf: out.appendingPathComponent(try #require(file["name"] as? String)))
            #expect(SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined() == file["sha256"] as? String)
        }
        let header = try String(contentsOf: out.appendingPathComponent("daily.csv"), encoding: .utf8).prefix(while: { $0 != "\r" })
        #expect(header.hasPrefix("date,steps_count,"))
        let again = try PulsumProcess.run(["export", "--out", out.path, "--data-dir", home.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("not an empty folder"))
    }

    @Test func anEncryptedExportOpensWithAgeAndDeleteDestroysTheKeyFirst() throws {
        let root = try TestPaths.temporaryDirectory("export-cli")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home"), out = root.appendingPathComponent("out")
        let identity = root.appendingPathComponent("me.key").path
        #expect(try PulsumProcess.run(["init", "--encrypt", "--identity", identity, "--data-dir", home.path]).status == 0)
        #expect(try PulsumProcess.run(["ingest", sample, "--identity", identity, "--data-dir", home.path]).status == 0)
        let export = try PulsumProcess.run(["export", "--out", out.path, "--encrypt", "--identity", identity, "--data-dir", home.path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try manifest(out)["encrypted"] as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("samples.jsonl").path))
        let decrypted = root.appendingPathComponent("samples.jsonl")
        #expect(try EncryptedFolderCLITests.age(["-d", "-i", identity, "-o", decrypted.path, out.appendingPathComponent("samples.jsonl.age").path]) == 0)
        #expect(try String(contentsOf: decrypted, encoding: .utf8).split(separator: "\n").count == 4437)

        let refused = try PulsumProcess.run(["delete", "--all", "--data-dir", home.path])
        #expect(refused.status == 64)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("pulsum.sqlite.age").path))
        let deleted = try PulsumProcess.run(["delete", "--all", "--yes", "--identity", identity, "--data-dir", home.path])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout.contains("the key was destroyed first"))
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }
}
