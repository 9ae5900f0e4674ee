import Foundation
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing

@Suite("Read-only files and their digest")
struct ReadOnlyFileTests {
    @Test func mappedBytesAndPositionedReadsAgree() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bytes.bin")
        let content = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try content.write(to: url)

        let file = try ReadOnlyFile(path: url.path)
        #expect(file.size == 5000)
        #expect(file.withBytes { Data($0) } == content)
        var tail = [UInt8](repeating: 0, count: 100)
        let read = try tail.withUnsafeMutableBytes { try file.read(into: $0, at: 4950) }
        #expect(read == 50)  // the file ends first: a short count, not an error
        #expect(Data(tail.prefix(50)) == content.suffix(50))
        file.release(upTo: 4096)
        #expect(file.withBytes { Data($0) } == content)  // released pages are read again from the file
    }

    @Test func anEmptyFileHasNoBytes() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("empty")
        try Data().write(to: url)
        let file = try ReadOnlyFile(path: url.path)
        #expect(file.size == 0 && file.withBytes(\.count) == 0)
    }

    @Test func missingFilesAndFoldersAreUnreadable() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PulsumError.unreadableFile(path: folder.path, reason: "not a regular file")) {
            try ReadOnlyFile(path: folder.path)
        }
        let missing = folder.appendingPathComponent("missing").path
        #expect(throws: PulsumError.unreadableFile(path: missing, reason: "No such file or directory")) {
            try ReadOnlyFile(path: missing)
        }
    }

    @Test func sha256MatchesTheStandardTestVectors() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let abc = folder.appendingPathComponent("abc"), empty = folder.appendingPathComponent("empty")
        try Data("abc".utf8).write(to: abc)
        try Data().write(to: empty)
        // FIPS 180-2 appendix B.1 and the digest of no bytes.
        #expect(try FileDigest.sha256(path: abc.path) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(try FileDigest.sha256(path: empty.path) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
