import Foundation
import PulsumCore
import Testing
@testable import PulsumVault
import PulsumTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Flips, truncates, reorders, splices and cuts bytes of encrypted files and of the audit log:
/// every mutation must be refused with a clear error, and no file may change. The unit suite
/// runs a sample; `make fuzz-vault` runs ≥ 10,000 (`PULSUM_VAULT_MUTATIONS`).
@Suite struct VaultMutationTests {
    static var mutations: Int {
        ProcessInfo.processInfo.environment["PULSUM_VAULT_MUTATIONS"].flatMap(Int.init) ?? 400
    }

    enum Target: CaseIterable { case largeFile, smallFile, keyFile, auditLog, auditCheckpoint }

    struct Fixture {
        let folder: URL
        let key: DataKey
        let passphrase = Data("mutation test".utf8)
        let audit: AuditLog

        init() throws {
            folder = try TestPaths.temporaryDirectory("vault-mutation")
            key = DataKey.generate()
            audit = AuditLog(folder: folder, encrypted: true)
            // 40 chunks: read as the product reads a database image, by several threads at once.
            try Age.encrypt(AgeRoundTripTests.bytes(40 * 65_536 + 3_000, seed: 5), to: [key.recipient]).write(to: url(.largeFile))
            try Age.encrypt(Data("{\"last\":[1,2,3]}".utf8), to: [key.recipient]).write(to: url(.smallFile))
            let keyText = Data("\(key.identity.encoded)\n".utf8)
            try Age.encrypt(keyText, to: [ScryptRecipient(passphrase: passphrase, workFactor: 10)]).write(to: url(.keyFile))
            for (index, event) in AuditEvent.allCases.enumerated() {
                try audit.append(AuditEntry(event: event, counts: ["n": index]), key: key.auditKey)
            }
        }

        func url(_ target: Target) -> URL {
            switch target {
            case .largeFile: folder.appendingPathComponent("pulsum.sqlite.age")
            case .smallFile: folder.appendingPathComponent("last-list.json.age")
            case .keyFile: folder.appendingPathComponent("key.passphrase.age")
            case .auditLog: audit.logURL
            case .auditCheckpoint: audit.checkpointURL
            }
        }

        /// Reads `target` the way Pulsum does; returns the error, or `nil` when it was accepted.
        func check(_ target: Target) -> Error? {
            do {
                switch target {
                case .largeFile, .smallFile: _ = try SealedFile.read(url(target), key: key)
                case .keyFile: try decryptFromDisk(url(target), identities: [ScryptIdentity(passphrase: passphrase)])
                case .auditLog, .auditCheckpoint: _ = try audit.verify(key: key.auditKey)
                }
                return nil
            } catch {
                return error
            }
        }

        func decryptFromDisk(_ url: URL, identities: [any AgeIdentity]) throws {
            let fd = open(url.path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw AgeError.io("cannot open \(url.path)") }
            defer { close(fd) }
            try AgeReader(from: FileDescriptorInput(fd: fd, path: url.path), identities: identities).copy(to: DataOutput())
        }

        func snapshot() throws -> [Data] { try Target.allCases.map { try Data(contentsOf: url($0)) } }
    }

    /// One random mutation of `bytes`; `donor` supplies spliced bytes.
    static func mutate(_ bytes: Data, donor: Data, kind: Int, using generator: inout SeededGenerator) -> Data {
        var out = Array(bytes)
        let n = out.count
        switch kind {
        case 0:
            out[Int.random(in: 0..<n, using: &generator)] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
        case 1:
            out.removeLast(Int.random(in: 1...n, using: &generator))
        case 2:
            let size = Int.random(in: 1...max(1, min(64, n / 2)), using: &generator)
            let a = Int.random(in: 0...(n - 2 * size), using: &generator)
            let b = Int.random(in: (a + size)...(n - size), using: &generator)
            let first = Array(out[a..<(a + size)])
            out.replaceSubrange(a..<(a + size), with: out[b..<(b + size)])
            out.replaceSubrange(b..<(b + size), with: first)
        case 3:
            let start = Int.random(in: 0..<donor.count, using: &generator)
            let piece = donor[(donor.startIndex + start)...].prefix(Int.random(in: 1...64, using: &generator))
            out.insert(contentsOf: piece, at: Int.random(in: 0...n, using: &generator))
        default:
            let start = Int.random(in: 0..<n, using: &generator)
            out.removeSubrange(start..<min(n, start + Int.random(in: 1...64, using: &generator)))
        }
        return Data(out)
    }

    @Test func everyMutationIsDetectedAndNothingChanges() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        for target in Target.allCases { #expect(fixture.check(target) == nil, "the untouched files open") }
        let originals = try fixture.snapshot()
        var generator = SeededGenerator(seed: 20_261_124)
        var tried = 0, detected = 0
        var missed: [String] = []
        for index in 0..<Self.mutations {
            let targetIndex = index % Target.allCases.count
            let target = Target.allCases[targetIndex]
            let original = originals[targetIndex]
            let donor = originals[(targetIndex + 1) % originals.count]
            let mutated = Self.mutate(original, donor: donor, kind: (index / Target.allCases.count) % 5, using: &generator)
            if mutated == original { continue }
            tried += 1
            try mutated.write(to: fixture.url(target))
            if let error = fixture.check(target), !(error.localizedDescription.isEmpty) {
                detected += 1
            } else if missed.count < 5 {
                missed.append("\(target) mutation \(index)")
            }
            var expected = originals
            expected[targetIndex] = mutated
            #expect(try fixture.snapshot() == expected, "reading a damaged file changed no file")
            try original.write(to: fixture.url(target))
        }
        #expect(tried >= Self.mutations * 9 / 10)
        #expect(detected == tried, "undetected: \(missed)")
        print("vault mutations: \(detected) of \(tried) detected")
    }
}
