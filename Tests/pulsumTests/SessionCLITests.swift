import Foundation
import PulsumTestSupport
import Testing

/// `pulsum unlock`, `lock` and `passwd` on a passphrase folder, with the passphrase given on
/// standard input (`--passphrase-fd 0`).
@Suite("pulsum unlock / lock / passwd", .serialized)
struct SessionCLITests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    /// A passphrase folder with the sample imported.
    func makeFolder(_ passphrase: String) throws -> URL {
        let home = try TestPaths.temporaryDirectory("vault-session")
        let made = try PulsumProcess.run(["init", "--encrypt", "--passphrase-fd", "0", "--data-dir", home.path], stdin: passphrase + "\n")
        #expect(made.status == 0, "\(made.stderr)")
        let ingest = try PulsumProcess.run(["ingest", sample, "--passphrase-fd", "0", "--data-dir", home.path], stdin: passphrase + "\n")
        #expect(ingest.status == 0, "\(ingest.stderr)")
        return home
    }

    @Test func unlockLetsCommandsRunWithoutAPassphraseUntilLock() throws {
        let home = try makeFolder("first words")
        defer {
            _ = try? PulsumProcess.run(["lock", "--data-dir", home.path])
            try? FileManager.default.removeItem(at: home)
        }
        let unlock = try PulsumProcess.run(["unlock", "--for", "2m", "--passphrase-fd", "0", "--data-dir", home.path], stdin: "first words\n")
        if unlock.status != 0 {
            // A container that refuses the keyring must say so and name the way around it.
            #expect(unlock.stderr.contains("kernel key retention service"), "\(unlock.stderr)")
            #expect(unlock.stderr.contains("identity file"))
            return
        }
        #expect(unlock.stdout.hasPrefix("unlocked until "))
        #expect(try PulsumProcess.run(["days", "--data-dir", home.path]).status == 0)
        #expect(try PulsumProcess.run(["lock", "--data-dir", home.path]).status == 0)
        let locked = try PulsumProcess.run(["days", "--data-dir", home.path])
        #expect(locked.status == 5)
        let log = try String(contentsOf: home.appendingPathComponent("audit.jsonl"), encoding: .utf8)
        #expect(log.contains("\"event\":\"lock\""))
        #expect(log.contains("\"session-seconds\":120"))
    }

    @Test func passwdReWrapsOnlyAndAWrongPassphraseChangesNothing() throws {
        let home = try makeFolder("old words")
        defer { try? FileManager.default.removeItem(at: home) }
        let keyFile = home.appendingPathComponent("key.passphrase.age"), data = home.appendingPathComponent("pulsum.sqlite.age")
        let (keyBefore, dataBefore) = (try Data(contentsOf: keyFile), try Data(contentsOf: data))
        let wrong = try PulsumProcess.run(["passwd", "--passphrase-fd", "0", "--data-dir", home.path], stdin: "not it\nnew words\n")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("wrong passphrase (nothing was changed)"))
        #expect(try Data(contentsOf: keyFile) == keyBefore)
        let changed = try PulsumProcess.run(["passwd", "--passphrase-fd", "0", "--data-dir", home.path], stdin: "old words\nnew words\n")
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try Data(contentsOf: keyFile) != keyBefore)
        #expect(try Data(contentsOf: data) == dataBefore, "the data is not re-encrypted")
        #expect(try PulsumProcess.run(["days", "--passphrase-fd", "0", "--data-dir", home.path], stdin: "old words\n").status == 1)
        #expect(try PulsumProcess.run(["days", "--passphrase-fd", "0", "--data-dir", home.path], stdin: "new words\n").status == 0)
    }
}

extension SessionCLITests {
    @Test func doctorShowsEncryptionKeySourceAndSession() throws {
        let home = try makeFolder("doctor words")
        defer {
            _ = try? PulsumProcess.run(["lock", "--data-dir", home.path])
            try? FileManager.default.removeItem(at: home)
        }
        func lines() throws -> [String: String] {
            let result = try PulsumProcess.run(["doctor", "--json", "--data-dir", home.path])
            let checks = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["checks"] as? [[String: Any]]
            return Dictionary(uniqueKeysWithValues: (checks ?? []).compactMap { check in
                (check["name"] as? String).map { ($0, check["detail"] as? String ?? "") }
            })
        }
        let locked = try lines()
        #expect(locked["encryption"]?.hasPrefix("encrypted") == true)
        #expect(locked["key source"] == "opens with a passphrase")
        #expect(locked["session"]?.hasPrefix("locked") == true)
        let unlock = try PulsumProcess.run(["unlock", "--for", "1h", "--passphrase-fd", "0", "--data-dir", home.path], stdin: "doctor words\n")
        guard unlock.status == 0 else { return }
        #expect(try lines()["session"]?.hasPrefix("unlocked until") == true)
    }
}
