import Foundation
import PulsumTestSupport
import Testing

/// An encrypted data folder end to end: `init --encrypt --identity`, ingest, nightly, recommend
/// and feedback leave no plaintext marker in the folder or `$TMPDIR`, the reference `age` tool
/// opens the database with the identity, and a command without a key exits 5 (`locked`).
@Suite("pulsum encrypted folder", .serialized)
struct EncryptedFolderCLITests {
    /// Marker values made at run time, so this file, the test binary and any clone of the
    /// repository never contain them.
    static let markerSource = "Marker-Ring-" + String(UInt64.random(in: 1 << 40..<1 << 60), radix: 36)
    static let markerWord = "zq" + String(UInt64.random(in: 1 << 40..<1 << 60), radix: 36)
    static let markerValue = 63 + Double(Int.random(in: 1000..<9999)) / 10_000

    static let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv")

    /// A folder for one test: the data folder, the identity, the processes' `$TMPDIR`, the input.
    struct Setup {
        let root: URL
        var home: URL { root.appendingPathComponent("home") }
        var identity: URL { root.appendingPathComponent("me.key") }
        var temporary: URL { root.appendingPathComponent("tmp") }
        var input: URL { root.appendingPathComponent("input/markers.csv") }

        init() throws {
            root = try TestPaths.temporaryDirectory("vault-cli")
            for folder in [temporary, input.deletingLastPathComponent()] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            var text = try String(contentsOf: EncryptedFolderCLITests.sample, encoding: .utf8)
            for day in 1...28 {
                let date = String(format: "2024-04-%02d", day)
                text += "heart_rate,\(date)T12:00:00+01:00,\(date)T12:00:00+01:00,\(EncryptedFolderCLITests.markerValue),count/min,\(EncryptedFolderCLITests.markerSource)\n"
            }
            try text.write(to: input, atomically: true, encoding: .utf8)
        }

        /// Runs pulsum on the data folder with `$TMPDIR` set and the identity in the environment.
        func run(_ arguments: [String], identity: Bool = true, stdin: String? = nil) throws -> PulsumProcess.Result {
            var environment = ["TMPDIR": temporary.path, "PULSUM_IDENTITY": ""]
            if identity { environment["PULSUM_IDENTITY"] = self.identity.path }
            return try PulsumProcess.run(arguments + ["--data-dir", home.path], stdin: stdin, environment: environment)
        }
    }

    /// The marker's byte patterns: the source name, the typed word, the value as text and as
    /// SQLite stores a REAL (8 bytes big-endian).
    static var needles: [Data] {
        var bits = markerValue.bitPattern.bigEndian
        return [Data(markerSource.utf8), Data(markerWord.utf8), Data("\(markerValue)".utf8), Data(bytes: &bits, count: 8)]
    }

    /// Every regular file under `folder` that contains one of the needles.
    static func files(under folder: URL, containingAnyOf needles: [Data]) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var hits: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = try? Data(contentsOf: url)
            else { continue }
            if needles.contains(where: { data.range(of: $0) != nil }) { hits.append(url.path) }
        }
        return hits
    }

    /// Runs the reference `age` tool.
    static func age(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["age"] + arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func noPlaintextReachesTheFolderOrTmpdirAndAgeOpensTheDatabase() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        let made = try setup.run(["init", "--encrypt", "--identity", setup.identity.path])
        #expect(made.status == 0, "\(made.stderr)")
        let ingest = try setup.run(["ingest", setup.input.path])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let nightly = try setup.run(["nightly"])
        #expect(nightly.status == 0, "\(nightly.stderr)")
        #expect(nightly.stdout.contains("2024-04-29  score"))
        let recommend = try setup.run(["recommend", "--json", "my shoulders are tense \(Self.markerWord)"])
        #expect(recommend.status == 0, "\(recommend.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(recommend.stdout.utf8)) as? [String: Any])
        let chosen = try #require((json["items"] as? [[String: Any]])?.last?["id"] as? String)
        let feedback = try setup.run(["feedback", "--chose", chosen])
        #expect(feedback.status == 0, "\(feedback.stderr)")

        #expect(Self.files(under: setup.home, containingAnyOf: Self.needles).isEmpty)
        #expect(Self.files(under: setup.temporary, containingAnyOf: Self.needles).isEmpty)
        for name in ["pulsum.sqlite", "pulsum.sqlite-wal", "coach/ranker-state", "coach/feedback-history.json"] {
            #expect(!FileManager.default.fileExists(atPath: setup.home.appendingPathComponent(name).path), "\(name) in plaintext")
        }
        for name in ["pulsum.sqlite.age", "coach/ranker-state.age", "coach/feedback-history.json.age", "coach/last-recommendation.json.age"] {
            #expect(FileManager.default.fileExists(atPath: setup.home.appendingPathComponent(name).path), "\(name) missing")
        }

        // The reference tool opens the database with the identity (through the wrapped data key).
        let dataKey = setup.root.appendingPathComponent("data.key"), database = setup.root.appendingPathComponent("out.sqlite")
        #expect(try Self.age(["-d", "-i", setup.identity.path, "-o", dataKey.path, setup.home.appendingPathComponent("key.identity.age").path]) == 0)
        #expect(try Self.age(["-d", "-i", dataKey.path, "-o", database.path, setup.home.appendingPathComponent("pulsum.sqlite.age").path]) == 0)
        let plain = try Data(contentsOf: database)
        #expect(plain.range(of: Data(Self.markerSource.utf8)) != nil, "the scan can see what it looks for")
        #expect(plain.starts(with: Data("SQLite format 3".utf8)))
    }

    @Test func withoutAKeyACommandExitsLockedNamingUnlockAndTheIdentityFile() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        #expect(try setup.run(["init", "--encrypt", "--identity", setup.identity.path]).status == 0)
        #expect(try setup.run(["ingest", setup.input.path]).status == 0)
        let locked = try setup.run(["status"], identity: false)
        #expect(locked.status == 5)
        #expect(locked.stderr.contains("pulsum unlock"))
        #expect(locked.stderr.contains("identity"))
        let wrong = setup.root.appendingPathComponent("other.key")
        let other = setup.root.appendingPathComponent("other").path
        #expect(try PulsumProcess.run(["init", "--data-dir", other, "--encrypt", "--identity", wrong.path]).status == 0)
        let refused = try PulsumProcess.run(["status", "--data-dir", setup.home.path, "--identity", wrong.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("not a key of this data folder"))
    }

    @Test func anIdentityFileOthersCanReadIsRefused() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        #expect(try setup.run(["init", "--encrypt", "--identity", setup.identity.path]).status == 0)
        #expect(try setup.run(["ingest", setup.input.path]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: setup.identity.path)
        let refused = try setup.run(["status"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("chmod 600"))
    }

    @Test func encryptInPlaceThenDecryptKeepsEveryRow() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        #expect(try setup.run(["ingest", setup.input.path], identity: false).status == 0)
        let before = try setup.run(["days", "--json"], identity: false)
        let encrypt = try setup.run(["encrypt", "--identity", setup.identity.path])
        #expect(encrypt.status == 0, "\(encrypt.stderr)")
        #expect(!FileManager.default.fileExists(atPath: setup.home.appendingPathComponent("pulsum.sqlite").path))
        #expect(Self.files(under: setup.home, containingAnyOf: [Data(Self.markerSource.utf8)]).isEmpty)
        #expect(try setup.run(["days", "--json"]).stdout == before.stdout)
        #expect(try setup.run(["days"], identity: false).status == 5)
        let decrypt = try setup.run(["decrypt"])
        #expect(decrypt.status == 0, "\(decrypt.stderr)")
        #expect(!FileManager.default.fileExists(atPath: setup.home.appendingPathComponent("vault.json").path))
        #expect(try setup.run(["days", "--json"], identity: false).stdout == before.stdout)
    }
}

extension EncryptedFolderCLITests {
    /// An imported library file is sealed, survives encrypt and decrypt, and leaves no trace in
    /// the coaching caches of an encrypted folder.
    @Test func anImportedLibraryFileIsSealedAndSurvivesEncryptAndDecrypt() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        let line = #"{"id":"mine-hum","title":"Hum %@","action":"Hum a tune.","category":"mood","minutes":2,"intensity":"low","situations":["poor_mood"],"source":{"name":"NHS","url":"https://www.nhs.uk/"}}"#
        let mine = setup.root.appendingPathComponent("input/Mine.jsonl")
        try (String(format: line, Self.markerWord) + "\n").write(to: mine, atomically: true, encoding: .utf8)
        #expect(try setup.run(["init", "--encrypt", "--identity", setup.identity.path]).status == 0)
        let imported = try setup.run(["library", "import", mine.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(FileManager.default.fileExists(atPath: setup.home.appendingPathComponent("library/Mine.jsonl.age").path))
        #expect(Self.files(under: setup.home, containingAnyOf: [Data(Self.markerWord.utf8)]).isEmpty)
        func listed(_ identity: Bool) throws -> Bool {
            try setup.run(["library", "list", "--json"], identity: identity).stdout.contains(Self.markerWord)
        }
        #expect(try listed(true))
        #expect(try setup.run(["library", "list"], identity: false).status == 5)
        // The library index (ids and embeddings of imported items) is never kept on disk here.
        let index = setup.home.appendingPathComponent("coach/library-index.pvs")
        let personal = [Data(Self.markerWord.utf8), Data("mine-hum".utf8)]
        let coached = try setup.run(["recommend", "--json", "hum a tune to lift my mood"])
        #expect(coached.status == 0, "\(coached.stderr)")
        #expect(coached.stdout.contains("mine-hum"), "the imported item is ranked with the others")
        #expect(!FileManager.default.fileExists(atPath: index.path))
        #expect(Self.files(under: setup.home, containingAnyOf: personal).isEmpty)
        #expect(try setup.run(["decrypt"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: setup.home.appendingPathComponent("library/Mine.jsonl").path))
        #expect(try listed(false))
        #expect(try setup.run(["recommend", "hum a tune to lift my mood"], identity: false).status == 0)
        #expect(FileManager.default.fileExists(atPath: index.path), "a plaintext folder keeps the index")
        #expect(try setup.run(["encrypt", "--identity", setup.identity.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: index.path), "encrypt removes the index")
        #expect(Self.files(under: setup.home, containingAnyOf: personal).isEmpty)
        #expect(try listed(true))
    }
}

extension EncryptedFolderCLITests {
    /// A kill between `vault.json` and the last file sealed leaves plaintext beside it: commands
    /// refuse to use the folder (rather than start an empty database) until `encrypt` finishes.
    @Test func anInterruptedEncryptIsRefusedUntilEncryptFinishesIt() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        #expect(try setup.run(["ingest", setup.input.path], identity: false).status == 0)
        let before = try setup.run(["days", "--json"], identity: false).stdout
        let plain = try Data(contentsOf: setup.home.appendingPathComponent("pulsum.sqlite"))
        #expect(try setup.run(["encrypt", "--identity", setup.identity.path]).status == 0)
        // Put the folder back into the state of a kill just before the database was sealed.
        try plain.write(to: setup.home.appendingPathComponent("pulsum.sqlite"))
        try FileManager.default.removeItem(at: setup.home.appendingPathComponent("pulsum.sqlite.age"))
        let refused = try setup.run(["ingest", setup.input.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("run 'pulsum encrypt'"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: setup.home.appendingPathComponent("pulsum.sqlite.age").path))
        let finished = try setup.run(["encrypt"])
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(try setup.run(["days", "--json"]).stdout == before)
    }
}
