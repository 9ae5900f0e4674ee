import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `SealedFile.read` decrypts a file's chunks on several threads at once
/// (`AgeReader.decryptPayload(of:into:)`); it must give the plaintext a front-to-back reader gives
/// and, for a damaged file, the same error, naming the first bad chunk in file order.
@Suite struct ParallelPayloadTests {
    static let chunk = 65_536
    static let sealedChunk = chunk + 16

    struct Fixture {
        let folder: URL
        let key = DataKey.generate()
        var url: URL { folder.appendingPathComponent("image.age") }

        init() throws { folder = try TestPaths.temporaryDirectory("parallel-payload") }

        /// `bytes` written as the file, then read the two ways: the plaintext or the error of each.
        func readBothWays(_ bytes: Data) throws -> (parallel: Result<Data, any Error>, frontToBack: Result<Data, any Error>) {
            try bytes.write(to: url)
            let parallel = Result { try SealedFile.read(url, key: key) }
            return (parallel, frontToBack(bytes))
        }

        func frontToBack(_ bytes: Data) -> Result<Data, any Error> {
            Result { try Age.decrypt(bytes, identities: [key.identity]) }
        }

        /// `bytes` written as the file and decrypted by at most `threads` threads.
        func read(_ bytes: Data, threads: Int) throws -> Result<Data, any Error> {
            try bytes.write(to: url)
            let fd = open(url.path, O_RDONLY | O_CLOEXEC)
            defer { close(fd) }
            let input = FileDescriptorInput(fd: fd, path: url.path)
            var plain = Data(count: bytes.count)
            return Result {
                let reader = try AgeReader(from: input, identities: [key.identity])
                plain.count = try plain.withUnsafeMutableBytes { try reader.decryptPayload(of: input, into: $0, maxThreads: threads) }
                return plain
            }
        }
    }

    /// Sizes around the chunk edges, and large enough for every thread to take runs (16 chunks each).
    @Test(arguments: [0, 1, chunk, chunk + 1, 33 * chunk, 40 * chunk + 5, 100 * chunk - 1])
    func plaintextIsTheFrontToBackReadersPlaintext(size: Int) throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let plain = AgeRoundTripTests.bytes(size, seed: UInt64(size))
        let (parallel, frontToBack) = try fixture.readBothWays(try Age.encrypt(plain, to: [fixture.key.recipient]))
        #expect(try parallel.get() == plain)
        #expect(try frontToBack.get() == plain)
    }

    /// Damage to a 71-chunk file (several runs per thread) is refused with the front-to-back
    /// reader's error: the first bad chunk, a cut at a chunk's edge, an extra chunk; by the product's
    /// read (every core) and by one, two and four threads.
    @Test func damageGivesTheFrontToBackReadersError() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let sealed = try Age.encrypt(AgeRoundTripTests.bytes(70 * Self.chunk + 777, seed: 9), to: [fixture.key.recipient])
        let payload = sealed.count - (70 * Self.sealedChunk + 777 + 16)
        func chunkRange(_ index: Int) -> Range<Int> {
            (payload + index * Self.sealedChunk)..<min(sealed.count, payload + (index + 1) * Self.sealedChunk)
        }
        func flipped(_ bytes: Data, in chunks: [Int]) -> Data {
            var out = bytes
            for index in chunks { out[chunkRange(index).lowerBound + 100] ^= 0x20 }
            return out
        }
        var swapped = sealed
        swapped.replaceSubrange(chunkRange(3), with: sealed[chunkRange(60)])
        swapped.replaceSubrange(chunkRange(60), with: sealed[chunkRange(3)])
        let cases: [(String, Data, AgeError)] = [
            ("one chunk changed", flipped(sealed, in: [67]), .payloadCorrupted(chunk: 67)),
            ("chunks changed at both ends", flipped(sealed, in: [65, 2]), .payloadCorrupted(chunk: 2)),
            ("two chunks swapped", swapped, .payloadCorrupted(chunk: 3)),
            ("cut at a chunk's edge", sealed.prefix(chunkRange(69).lowerBound), .payloadTruncated),
            ("cut inside a chunk", sealed.prefix(chunkRange(20).lowerBound + 5_000), .payloadCorrupted(chunk: 20)),
            ("a chunk removed", sealed.prefix(chunkRange(10).lowerBound) + sealed[chunkRange(11).lowerBound...],
             .payloadCorrupted(chunk: 10)),
            ("bytes added", sealed + Data(repeating: 7, count: 100), .payloadCorrupted(chunk: 70)),
        ]
        for (name, bytes, expected) in cases {
            let (parallel, frontToBack) = try fixture.readBothWays(bytes)
            #expect(throws: expected, "\(name): front to back") { try frontToBack.get() }
            #expect(throws: VaultError.damagedFile(path: fixture.url.path, reason: expected.localizedDescription), "\(name): parallel") {
                try parallel.get()
            }
            for threads in [1, 2, 4] {
                #expect(throws: expected, "\(name): \(threads) threads") { try fixture.read(bytes, threads: threads).get() }
            }
        }
        for threads in [1, 2, 4] {
            #expect(try fixture.read(sealed, threads: threads).get() == fixture.frontToBack(sealed).get(), "\(threads) threads")
        }
    }
}
