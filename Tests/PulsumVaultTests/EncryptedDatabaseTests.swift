import Foundation
import GRDB
import PulsumCore
import PulsumStore
import Testing
@testable import PulsumVault
import PulsumTestSupport

/// The encrypted database's storage layer: an in-memory SQLite database loaded from and saved to
/// an age file, so no plaintext byte reaches the folder or `$TMPDIR`.
@Suite struct EncryptedDatabaseTests {
    /// Marker values that must never appear on disk in the clear.
    // Made at run time, so the scan cannot find them in this file, the test binary or a clone
    // of the repository that happens to sit in the temporary folder.
    static let markerSource = "Marker-Watch-" + String(UInt64.random(in: 1 << 40..<1 << 60), radix: 36)
    static let markerValue = 71 + Double.random(in: 0.001..<0.999)

    static func importMarkers(into database: PulsumDatabase, count: Int) throws {
        let source = SourceRef(name: markerSource, deviceModel: markerSource)
        _ = try database.importFile(path: "markers.csv", sha256: String(repeating: "1", count: 64), format: "test") { tx in
            for index in 0..<count {
                try tx.accept(Sample(metric: .heartRate, start: 1_700_000_000 + Int64(index) * 60, end: 1_700_000_000 + Int64(index) * 60,
                                     utcOffset: 3600, value: markerValue, source: source))
            }
        }
    }

    /// Every regular file under `folder` (recursively) whose bytes contain `needle`.
    static func files(under folder: URL, containing needle: Data) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var hits: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = try? Data(contentsOf: url, options: .mappedIfSafe)
            else { continue }
            if data.range(of: needle) != nil { hits.append(url.path) }
        }
        return hits
    }

    /// A private folder, a data key and an in-memory database with `markers` marker samples,
    /// saved encrypted as `pulsum.sqlite.age`.
    struct Setup {
        let folder: URL
        let key = DataKey.generate()
        let file: URL
        let database: PulsumDatabase

        init(markers: Int) throws {
            folder = try TestPaths.temporaryDirectory("vault-db")
            file = folder.appendingPathComponent("pulsum.sqlite.age")
            database = try PulsumDatabase(image: nil, name: file.path)
            if markers > 0 { try EncryptedDatabaseTests.importMarkers(into: database, count: markers) }
            try SealedFile.write(database.serialized(), to: file, recipient: key.recipient)
        }
    }

    @Test func roundTripsThroughAnEncryptedImage() throws {
        let setup = try Setup(markers: 500)
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let (key, file) = (setup.key, setup.file)

        let reopened = try PulsumDatabase(image: SealedFile.read(file, key: key), name: file.path)
        #expect(try reopened.counts().samples == 500)
        #expect(try reopened.hasImported(sha256: String(repeating: "1", count: 64)))
        #expect(throws: VaultError.self) { try SealedFile.read(file, key: DataKey.generate()) }
    }

    @Test func theImageIsDecryptedStraightIntoSQLitesBuffer() throws {
        let setup = try Setup(markers: 300)
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let (key, file) = (setup.key, setup.file)
        let opened = try PulsumDatabase(imageCapacity: SealedFile.size(of: file) ?? 0, name: file.path) { buffer in
            try SealedFile.read(file, key: key, into: buffer)
        }
        #expect(try opened.counts().samples == 300)
        let small = UnsafeMutableRawBufferPointer.allocate(byteCount: 1000, alignment: 8)
        defer { small.deallocate() }
        #expect(throws: VaultError.self) { try SealedFile.read(file, key: key, into: small) }
    }

    @Test func theImageSavedWithoutACopyIsTheSerializedImage() throws {
        let setup = try Setup(markers: 300)
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let reopened = try PulsumDatabase(image: SealedFile.read(setup.file, key: setup.key), name: setup.file.path)
        let copy = try reopened.serialized()
        try reopened.withImage { #expect(Data($0) == copy) }
        try reopened.withImage { try SealedFile.write($0, to: setup.file, recipient: setup.key.recipient) }
        #expect(try PulsumDatabase(image: SealedFile.read(setup.file, key: setup.key), name: setup.file.path).counts().samples == 300)
    }

    @Test func noPlaintextReachesTheFolderOrTemporaryFiles() throws {
        let setup = try Setup(markers: 20_000)
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let (folder, key, file, database) = (setup.folder, setup.key, setup.file, setup.database)
        // A sort too big for SQLite's page cache would spill to a temporary file unless
        // temp_store = MEMORY.
        _ = try database.queue.read { db in try Row.fetchAll(db, sql: "SELECT value, start FROM sample ORDER BY value DESC, start DESC") }
        try SealedFile.write(database.serialized(), to: file, recipient: key.recipient)
        let image = try database.serialized()
        let marker = Data(Self.markerSource.utf8)
        #expect(image.range(of: marker) != nil, "the marker is in the plaintext image")
        var bits = Self.markerValue.bitPattern.bigEndian
        let valueBytes = Data(bytes: &bits, count: 8)
        #expect(image.range(of: valueBytes) != nil, "SQLite stores the value as a big-endian double")

        let temporary = FileManager.default.temporaryDirectory
        for needle in [marker, valueBytes] {
            #expect(Self.files(under: folder, containing: needle).isEmpty)
            #expect(Self.files(under: temporary, containing: needle).isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pulsum.sqlite.age"])
    }

    @Test func aDamagedImageIsRefusedAndNotRewritten() throws {
        let setup = try Setup(markers: 0)
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let (key, file) = (setup.key, setup.file)
        #expect(throws: (any Error).self) { try PulsumDatabase(image: Data("not a database at all, not at all".utf8), name: file.path) }
        var sealed = try Data(contentsOf: file)
        sealed[sealed.count - 20] ^= 1
        try sealed.write(to: file)
        #expect(throws: VaultError.self) { try SealedFile.read(file, key: key) }
        #expect(try Data(contentsOf: file) == sealed)
    }
}

extension EncryptedDatabaseTests {
    /// `pulsum encrypt` turns a plaintext WAL-mode database into an image: it must load.
    @Test func aWALModeFileBecomesAnImage() throws {
        let folder = try TestPaths.temporaryDirectory("vault-db")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try PulsumDatabase(path: folder.appendingPathComponent("pulsum.sqlite").path)
        try Self.importMarkers(into: plain, count: 300)
        let image = try plain.serialized()
        #expect(image[18] == 2 && image[19] == 2, "a WAL-mode header")
        #expect(try PulsumDatabase(image: image, name: "image").counts().samples == 300)
    }
}
